// A server started from a build names that build's scripts with the build's own id, whatever the
// checkout or DEPLOYMENT_ID says by then (a `git pull` before a restart, an archive without git).
// Two ids on one page made the browser download the same scripts twice.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "./fixtures";
import { startOwnServer } from "./server-process";

const built = JSON.parse(
  readFileSync(join(process.env.NEXT_DIST_DIR || ".next", "routes-manifest.json"), "utf8"),
).deploymentId as string;

test("pages name every script with the build's id, not the checkout's", async () => {
  const server = await startOwnServer({ DEPLOYMENT_ID: "a-later-release" });
  try {
    // A pre-rendered page and one rendered on request.
    for (const path of ["/notes", "/privacy", "/contest"]) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      const ids = new Set([...html.matchAll(/[?&]dpl=([A-Za-z0-9_-]+)/g)].map((m) => m[1]));
      expect([...ids], path).toEqual([built]);
      expect(html, path).toContain(`data-dpl-id="${built}"`);
    }
  } finally {
    await server.dispose();
  }
});

// scripts/compile-hints.mjs: each script a page loads starts with Chrome's compile hint and is
// named by the hash of its bytes as served, on a pre-rendered page and on one rendered on request.
test("every script of a page carries the compile hint and its own integrity hash", async ({
  request,
}) => {
  for (const path of ["/features", "/contest"]) {
    const html = await (await request.get(path)).text();
    const tags = [...html.matchAll(/<script src="([^"]+)"[^>]*\bintegrity="([^"]+)"/g)];
    expect(tags.length, path).toBeGreaterThan(3);
    for (const [, src = "", named] of tags) {
      const body = await (await request.get(src)).body();
      expect(body.subarray(0, 29).toString(), src).toBe("//# allFunctionsCalledOnLoad\n");
      expect(named, src).toBe(`sha256-${createHash("sha256").update(body).digest("base64")}`);
    }
  }
});

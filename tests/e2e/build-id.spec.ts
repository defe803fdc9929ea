// A server started from a build names that build's scripts with the build's own id, whatever the
// checkout or DEPLOYMENT_ID says by then (a `git pull` before a restart, an archive without git).
// Two ids on one page made the browser download the same scripts twice.
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

// The clist key never reaches a browser. `npm test` builds and serves with a canary key
// (CLIST_API_KEY=canary-clist-key-3c9e1f); this reads every client file of that build and the
// served HTML of the pages that use the key, and finds no trace of it.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "./fixtures";

const KEY = process.env.CLIST_API_KEY || "e2e-clist-key";
const DIST = process.env.NEXT_DIST_DIR || ".next";

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

test("the clist key is in no client file of the build", () => {
  const client = files(join(DIST, "static"));
  expect(client.length).toBeGreaterThan(0);
  const leaking = client.filter((path) => readFileSync(path).includes(KEY));
  expect(leaking).toEqual([]);
});

test("the clist key is in no page or API answer", async ({ request }) => {
  for (const path of [
    "/",
    "/contest",
    "/leetcode",
    "/codeforces",
    "/api/contests",
    "/api/problems/leetcode",
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBeLessThan(500);
    expect(await response.text(), path).not.toContain(KEY);
  }
});

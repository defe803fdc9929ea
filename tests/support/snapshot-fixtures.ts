// The raw upstream answers of tests/fixtures/upstream served where each list's source expects its
// upstream, for `npm run snapshots -- --from-fixtures`: the settings that point every list there,
// and when each fixture was captured (tests/fixtures/upstream/README.md).
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { parseEnvironment } from "@/lib/env-schema.mjs";
import type { Env } from "@/lib/platforms/upstream";
import { fixture } from "./fake-upstream-fixtures";

/** Each shipped list's fixture: when it was captured and where it came from. */
export const FIXTURE_DATES: Record<string, { asOf: string; source: string }> = {
  codeforces: {
    asOf: "2025-04-12T00:00:00.000Z",
    source: "Codeforces problemset.problems, captured 2025-04-12 (time of day unknown)",
  },
  atcoder: {
    asOf: "2026-06-13T00:58:00.000Z",
    source: "AtCoder Problems merged-problems.json, captured 2026-06-13 00:58 UTC; trimmed sample",
  },
  // A projection of clist's answer without its ids (kept null): 79 of its ~4,200 rows. Its newest
  // problem is of 2026-07-26, so it was captured then or later.
  leetcode: {
    asOf: "2026-07-26T02:30:00.000Z",
    source:
      "clist.by LeetCode problems, a 7-field projection without clist's ids (79 rows), holding problems up to 2026-07-26",
  },
  contests: {
    asOf: "2026-08-22T20:11:40.000Z",
    source: "clist.by upcoming contests, captured 2026-08-22 20:11:40 UTC",
  },
};

/** One clist page of the LeetCode projection, as it is (no ids, no urls). */
function leetcodePage(url: URL): string {
  const rows = JSON.parse(fixture("clist-leetcode-problems.json").toString("utf8")) as unknown[];
  const limit = Number(url.searchParams.get("limit") ?? 100);
  const offset = Number(url.searchParams.get("offset") ?? 0);
  return JSON.stringify({ meta: { limit, offset }, objects: rows.slice(offset, offset + limit) });
}

/** Serves the fixtures (contest times as captured); `settings` points every list at them. */
export async function fixtureUpstream(
  base: Env,
): Promise<{ settings: Env; close: () => Promise<void> }> {
  const bodies: Record<string, (url: URL) => Buffer | string> = {
    "/codeforces/api/problemset.problems": () =>
      gunzipSync(fixture("codeforces-problemset-full.json.gz")),
    "/atcoder/merged-problems.json": () => fixture("atcoder-merged-problems.json"),
    "/clist/contest/": () => fixture("clist-contests.json"),
    "/clist/problem/": leetcodePage,
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fixtures");
    const body = bodies[url.pathname]?.(url);
    res.writeHead(body === undefined ? 404 : 200, { "Content-Type": "application/json" });
    res.end(body ?? "{}");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const parsed = parseEnvironment({
    CODEFORCES_API_URL: `${origin}/codeforces/api`,
    ATCODER_PROBLEMS_URL: `${origin}/atcoder/merged-problems.json`,
    CLIST_API_URL: `${origin}/clist`,
    CLIST_USERNAME: "fixtures",
    CLIST_API_KEY: "fixtures",
  });
  if (!parsed.ok) throw new Error(parsed.problems.join("; "));
  const { CODEFORCES_API_URL, ATCODER_PROBLEMS_URL, CLIST_API_URL, CLIST_USERNAME, CLIST_API_KEY } =
    parsed.env;
  return {
    settings: {
      ...base,
      CODEFORCES_API_URL,
      ATCODER_PROBLEMS_URL,
      CLIST_API_URL,
      CLIST_USERNAME,
      CLIST_API_KEY,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

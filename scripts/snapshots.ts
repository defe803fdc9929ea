// npm run snapshots -- [--from-fixtures]
// (Re)builds the copies of the live lists shipped with each release (lib/live-data/snapshots/,
// served by lib/providers/seed.ts until a new server's first fetch succeeds). By default from the
// configured upstreams (CODEFORCES_API_URL, ATCODER_PROBLEMS_URL, CLIST_API_URL with CLIST_USERNAME
// and CLIST_API_KEY), dated now: run it on a networked machine before a release. With
// --from-fixtures, from the raw upstream answers in tests/fixtures/upstream, dated when they were
// captured. Either way each list goes through its provider's own fetch, validation and reshaping.
// A list that cannot be had keeps its old file, and the script ends with exit code 1.
import "@/lib/preflight.mjs";
import { rename, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join, relative } from "node:path";
import { parseArgs } from "node:util";
import { gunzipSync } from "node:zlib";
import { env } from "@/lib/env.mjs";
import { fetchAtcoderProblems } from "@/lib/providers/atcoder";
import type { ClistCredentials } from "@/lib/providers/clist";
import { fetchClistContests, restoreContests } from "@/lib/providers/clist-contests";
import { fetchLeetcodeProblems } from "@/lib/providers/clist-leetcode";
import { fetchCodeforcesProblems } from "@/lib/providers/codeforces";
import { upstreamPacers } from "@/lib/providers/pacer";
import {
  checkShippedSnapshot,
  SHIPPED_MAX_BYTES,
  SHIPPED_MAX_ITEMS,
  SHIPPED_SNAPSHOTS_DIR,
} from "@/lib/providers/seed";
import { fixture } from "../tests/support/fake-upstream-fixtures";

const USAGE = "Usage: npm run snapshots -- [--from-fixtures]";
const LISTS = ["codeforces", "atcoder", "leetcode", "contests"] as const;
type List = (typeof LISTS)[number];

/** Where each fixture came from and when it was captured (tests/fixtures/upstream/README.md). */
const FIXTURES: Record<List, { asOf: string; source: string } | null> = {
  codeforces: {
    asOf: "2025-04-12T00:00:00.000Z",
    source: "Codeforces problemset.problems, captured 2025-04-12 (time of day unknown)",
  },
  atcoder: {
    asOf: "2026-06-13T00:58:00.000Z",
    source: "AtCoder Problems merged-problems.json, captured 2026-06-13 00:58 UTC; trimmed sample",
  },
  // The LeetCode fixture is a projection without clist's ids: a file built from it would have to
  // invent them, so LeetCode ships only from a live run.
  leetcode: null,
  contests: {
    asOf: "2026-08-22T20:11:40.000Z",
    source: "clist.by upcoming contests, captured 2026-08-22 20:11:40 UTC",
  },
};

/**
 * Serves the raw fixtures where the providers expect each upstream (contest times as captured).
 */
async function fixtureUpstream() {
  const bodies: Record<string, () => Buffer | string> = {
    "/codeforces/api/problemset.problems": () =>
      gunzipSync(fixture("codeforces-problemset-full.json.gz")),
    "/atcoder/merged-problems.json": () => fixture("atcoder-merged-problems.json"),
    "/clist/contest/": () => fixture("clist-contests.json"),
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fixtures");
    const body = bodies[url.pathname]?.();
    res.writeHead(body === undefined ? 404 : 200, { "Content-Type": "application/json" });
    res.end(body ?? "{}");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    urls: {
      codeforces: `${base}/codeforces/api`,
      atcoder: `${base}/atcoder/merged-problems.json`,
      clist: `${base}/clist`,
    },
    credentials: { username: "fixtures", apiKey: "fixtures" } as ClistCredentials | null,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function liveUpstreams() {
  const credentials =
    env.CLIST_USERNAME && env.CLIST_API_KEY
      ? { username: env.CLIST_USERNAME, apiKey: env.CLIST_API_KEY }
      : null;
  return {
    urls: {
      codeforces: env.CODEFORCES_API_URL,
      atcoder: env.ATCODER_PROBLEMS_URL,
      clist: env.CLIST_API_URL,
    },
    credentials,
    close: async () => {},
  };
}

type Upstreams = ReturnType<typeof liveUpstreams>;

const UPSTREAM_NAMES: Record<List, string> = {
  codeforces: "Codeforces problemset.problems",
  atcoder: "AtCoder Problems merged-problems.json",
  leetcode: "clist.by LeetCode problems",
  contests: "clist.by upcoming contests",
};

/** The whole list, reshaped by its provider exactly as the server would cache it. */
function fetchList(list: List, { urls, credentials }: Upstreams): Promise<unknown[]> {
  const pacers = upstreamPacers();
  const timeoutMs = Math.max(env.UPSTREAM_TIMEOUT_MS, 30_000);
  const clist = () => {
    if (!credentials) throw new Error("CLIST_USERNAME and CLIST_API_KEY are not set");
    return { baseUrl: urls.clist, credentials, timeoutMs, maxBytes: env.CLIST_MAX_BYTES };
  };
  switch (list) {
    case "codeforces":
      return fetchCodeforcesProblems({
        baseUrl: urls.codeforces,
        timeoutMs,
        maxBytes: env.CODEFORCES_MAX_BYTES,
        pacer: pacers.codeforces,
      });
    case "atcoder":
      return fetchAtcoderProblems({
        url: urls.atcoder,
        timeoutMs,
        maxBytes: env.ATCODER_MAX_BYTES,
        pacer: pacers.atcoder,
      });
    case "leetcode":
      return fetchLeetcodeProblems({ ...clist(), pacer: pacers.clist, cap: SHIPPED_MAX_ITEMS });
    case "contests":
      return fetchClistContests({ ...clist(), pacer: pacers.clist });
  }
}

/** Builds one list's file; a message saying what was written, or throws why not. */
async function buildOne(list: List, upstreams: Upstreams, fromFixtures: boolean) {
  const fixtureDate = FIXTURES[list];
  if (fromFixtures && !fixtureDate) {
    throw new Error("no fixture holds its real ids; build it from the live upstream");
  }
  const fetched = await fetchList(list, upstreams);
  // Codeforces comes newest first, so the cut keeps its newest problems; the others keep all
  // they have up to the bound.
  const data = fetched.slice(0, SHIPPED_MAX_ITEMS);
  const dated =
    fromFixtures && fixtureDate
      ? fixtureDate
      : { asOf: new Date().toISOString(), source: `${UPSTREAM_NAMES[list]}, fetched live` };
  const text = JSON.stringify({ asOf: dated.asOf, source: dated.source, data });
  // The server's own checks on reading the file, made first: a file it would refuse never ships.
  const snapshot = checkShippedSnapshot(JSON.parse(text));
  const bytes = Buffer.byteLength(text);
  if (bytes > SHIPPED_MAX_BYTES) throw new Error(`${bytes} bytes, over ${SHIPPED_MAX_BYTES}`);
  if (list === "contests" && restoreContests(data)?.length !== data.length) {
    throw new Error("some contests would not pass restoreContests");
  }
  const file = join(SHIPPED_SNAPSHOTS_DIR, `${list}.json`);
  await writeFile(`${file}.tmp`, `${text}\n`);
  await rename(`${file}.tmp`, file);
  const cut =
    fetched.length > data.length
      ? ` (the first of ${fetched.length}${list === "codeforces" ? ", newest first" : ""})`
      : "";
  return `${list}: ${data.length} items${cut}, ${bytes} bytes, as of ${snapshot.asOf} → ${relative(process.cwd(), file)}`;
}

async function main() {
  let fromFixtures = false;
  try {
    const options = { "from-fixtures": { type: "boolean" as const, default: false } };
    fromFixtures = parseArgs({ options }).values["from-fixtures"];
  } catch {
    console.error(USAGE);
    process.exit(2);
  }
  const upstreams = fromFixtures ? await fixtureUpstream() : liveUpstreams();
  let failed = 0;
  try {
    for (const list of LISTS) {
      try {
        console.log(await buildOne(list, upstreams, fromFixtures));
      } catch (error) {
        failed += 1;
        const reason = (error as Error).message;
        console.error(`${list}: not rebuilt (${reason}); its shipped file is unchanged.`);
      }
    }
  } finally {
    await upstreams.close();
  }
  if (failed > 0) process.exit(1);
}

void main();

// The fake upstream's real answers: the trimmed fixtures in tests/fixtures/upstream, with the
// contest times moved to today and the LeetCode rows paged like clist.
import { readFileSync } from "node:fs";
import { join } from "node:path";

export const FIXTURES_DIR = join(__dirname, "..", "fixtures", "upstream");

/** When the contest fixture was captured; its times are moved so that moment becomes "now". */
const CONTESTS_CAPTURED_AT = Date.parse("2026-08-22T20:11:40Z");

export function fixture(name: string): Buffer {
  return readFileSync(join(FIXTURES_DIR, name));
}

/** The clist contest fixture with its times shifted to today, as clist writes them (no zone). */
export function contestsAnswer(now: number): unknown {
  const answer = JSON.parse(fixture("clist-contests.json").toString("utf8")) as {
    objects: { start: string; end: string }[];
  };
  const shift = now - CONTESTS_CAPTURED_AT;
  const move = (t: string) => new Date(Date.parse(`${t}Z`) + shift).toISOString().slice(0, 19);
  for (const c of answer.objects) {
    c.start = move(c.start);
    c.end = move(c.end);
  }
  return answer;
}

/** The LeetCode projection plus the v4 keys it lacks (id, resource, url), paged like clist. */
export function leetcodeAnswer(url: URL): unknown {
  const rows = JSON.parse(fixture("clist-leetcode-problems.json").toString("utf8")) as {
    slug: string;
  }[];
  const all = rows.map((row, i) => ({
    ...row,
    id: 1000 + i,
    resource: "leetcode.com",
    resource_id: 102,
    url: `https://leetcode.com/problems/${row.slug}/`,
  }));
  const limit = Number(url.searchParams.get("limit") ?? 100);
  const offset = Number(url.searchParams.get("offset") ?? 0);
  return {
    meta: { limit, offset, next: null, previous: null, total_count: null },
    objects: all.slice(offset, offset + limit),
  };
}

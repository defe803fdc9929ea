// The fake upstream's users: Codeforces user.info / user.status, AtCoder Problems' user
// submissions (paged by from_second like the real API) and problem-models.json. Histories are
// generated from a seed over the problems of the fixtures, so they are the same on every run and
// tests can count what a handle solved from the data itself (activeCodeforcesSubmissions …).
//   Codeforces: newbie_cf (unrated, no submissions), active_cf (rated 1400, 5,000 submissions),
//     failing_cf (user.info answers, user.status is an HTTP 500), any other → 400 "not found".
//   AtCoder: newbie_ac → [], active_ac (5,000 submissions), failing_ac → 500, any other → [].
import { fixture } from "./fake-upstream-fixtures";

type WireProblem = {
  contestId?: number;
  problemsetName?: string;
  index: string;
  name: string;
  type: string;
  rating?: number;
  tags: string[];
};
export type CodeforcesSubmission = {
  id: number;
  contestId?: number;
  creationTimeSeconds: number;
  problem: WireProblem;
  verdict?: string;
  [more: string]: unknown;
};
export type AtcoderSubmission = {
  id: number;
  epoch_second: number;
  problem_id: string;
  contest_id: string;
  result: string;
  [more: string]: unknown;
};

export const FAKE_HANDLES = {
  codeforces: {
    newbie: "newbie_cf",
    active: "active_cf",
    unknown: "unknown_cf",
    failing: "failing_cf",
  },
  atcoder: { newbie: "newbie_ac", active: "active_ac", failing: "failing_ac" },
} as const;
export const ACTIVE_CODEFORCES_RATING = 1400;
export const ACTIVE_SUBMISSIONS = 5_000;
export const ATCODER_PAGE = 500;

/** mulberry32: the same numbers for the same seed. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * `count` submissions over some of `problems`: each problem touched is solved at once, solved
 * after one to four failures, or never solved (about a quarter), and solved ones are sometimes
 * submitted again (passing or not). Oldest first; `fail` picks a failing verdict.
 */
function history<P>(problems: readonly P[], count: number, seed: number, fail: string[]) {
  const random = seeded(seed);
  const touched = problems.filter(() => random() < 0.75);
  const fate = new Map<P, { failuresLeft: number; never: boolean }>();
  const out: { problem: P; accepted: boolean; verdict: string }[] = [];
  while (out.length < count) {
    const problem = touched[Math.floor(random() * touched.length)]!;
    let f = fate.get(problem);
    if (!f) {
      const r = random();
      f = { failuresLeft: r < 0.4 ? 0 : 1 + Math.floor(random() * 4), never: r > 0.75 };
      fate.set(problem, f);
    }
    const failing = f.never || f.failuresLeft > 0 || random() < 0.3;
    if (!f.never && f.failuresLeft > 0) f.failuresLeft -= 1;
    const verdict = failing ? fail[Math.floor(random() ** 2 * fail.length)]! : "";
    out.push({ problem, accepted: !failing, verdict });
  }
  return out;
}

let codeforces: CodeforcesSubmission[] | null = null;
/** active_cf's history, newest first as user.status sends it. */
export function activeCodeforcesSubmissions(): CodeforcesSubmission[] {
  if (codeforces) return codeforces;
  const problems = (
    JSON.parse(fixture("codeforces-problemset.json").toString("utf8")) as {
      result: { problems: WireProblem[] };
    }
  ).result.problems;
  const fail = ["WRONG_ANSWER", "TIME_LIMIT_EXCEEDED", "RUNTIME_ERROR", "MEMORY_LIMIT_EXCEEDED"];
  // Three more than the seeded ones: two problemset-only problems (no contestId: left out) and
  // one still being judged (no verdict yet: attempted), the newest.
  const rows = history(problems, ACTIVE_SUBMISSIONS - 3, 1400, fail);
  const acmsguru: WireProblem = {
    problemsetName: "acmsguru",
    index: "100",
    name: "A+B",
    type: "PROGRAMMING",
    tags: [],
  };
  const judging = problems.find((p) => !rows.some((r) => r.problem === p)) ?? problems[0]!;
  const all = [
    { problem: acmsguru, accepted: false, verdict: "WRONG_ANSWER" },
    { problem: acmsguru, accepted: true, verdict: "" },
    ...rows,
    { problem: judging, accepted: false, verdict: "TESTING" },
  ];
  let time = 1_600_000_000;
  codeforces = all
    .map(({ problem, accepted, verdict }, i) => {
      time += 60 + ((i * 7919) % 86_400);
      return {
        id: 100_000_000 + i,
        ...(problem.contestId !== undefined && { contestId: problem.contestId }),
        creationTimeSeconds: time,
        relativeTimeSeconds: 2_147_483_647,
        problem,
        author: {
          ...(problem.contestId !== undefined && { contestId: problem.contestId }),
          members: [{ handle: FAKE_HANDLES.codeforces.active }],
          participantType: "PRACTICE",
          ghost: false,
        },
        programmingLanguage: "C++17 (GCC 7-32)",
        ...(verdict !== "TESTING" && { verdict: accepted ? "OK" : verdict }),
        testset: "TESTS",
        passedTestCount: accepted ? 42 : i % 17,
        timeConsumedMillis: (i * 31) % 2000,
        memoryConsumedBytes: 256 * ((i * 97) % 4096),
      };
    })
    .reverse();
  return codeforces;
}

let atcoder: AtcoderSubmission[] | null = null;
/** active_ac's history, oldest first as AtCoder Problems pages it. */
export function activeAtcoderSubmissions(): AtcoderSubmission[] {
  if (atcoder) return atcoder;
  const problems = JSON.parse(fixture("atcoder-merged-problems.json").toString("utf8")) as {
    id: string;
    contest_id: string;
  }[];
  const rows = history(problems, ACTIVE_SUBMISSIONS, 300, ["WA", "TLE", "RE", "CE", "MLE"]);
  const random = seeded(7);
  let second = 1_600_000_000;
  atcoder = rows.map(({ problem, accepted, verdict }, i) => {
    // Some submissions share a second, and five straddle the end of the first page: the next
    // page, which starts at that second, sends them again.
    if (!(i >= 498 && i <= 502) && random() > 0.08) second += 1 + Math.floor(random() * 20_000);
    return {
      id: 40_000_000 + i * 3,
      epoch_second: second,
      problem_id: problem.id,
      contest_id: problem.contest_id,
      user_id: FAKE_HANDLES.atcoder.active,
      language: "C++ 20 (gcc 12.2)",
      point: accepted ? 100 : 0,
      length: 700 + (i % 900),
      result: accepted ? "AC" : verdict,
      execution_time: accepted ? i % 500 : null,
    };
  });
  return atcoder;
}

/**
 * A model for most problems of the AtCoder fixture: every seventh has none, every eleventh has
 * no difficulty, every fifth is experimental; difficulties spread from −500 to 3600.
 */
export function problemModels(): Record<string, Record<string, unknown>> {
  const problems = JSON.parse(fixture("atcoder-merged-problems.json").toString("utf8")) as {
    id: string;
  }[];
  const models: Record<string, Record<string, unknown>> = {};
  problems.forEach(({ id }, i) => {
    if (i % 7 === 3) return;
    const base = { slope: -0.0006, intercept: 8.8, variance: 0.3 };
    if (i % 11 === 5) {
      models[id] = { ...base, is_experimental: false };
      return;
    }
    const difficulty =
      -500 + Math.round((((i * 37) % problems.length) / (problems.length - 1)) * 4100);
    models[id] = {
      ...base,
      difficulty,
      discrimination: 0.0047,
      irt_loglikelihood: -1.2,
      irt_users: 3000,
      is_experimental: i % 5 === 0,
    };
  });
  return models;
}

type Answer = { status: number; body: string };
const json = (status: number, value: unknown): Answer => ({ status, body: JSON.stringify(value) });
const notFound = (field: string, handle: string) =>
  json(400, { status: "FAILED", comment: `${field}: User with handle ${handle} not found` });
const serverError: Answer = { status: 500, body: "<html>Internal Server Error</html>" };

/** user.info's user; an unrated one has no rating or rank at all. */
const codeforcesUser = (handle: string, rating?: number) => ({
  handle,
  ...(rating !== undefined && { rating, maxRating: rating + 50, rank: "pupil" }),
  contribution: 0,
  registrationTimeSeconds: 1_600_000_000,
  avatar: "https://userpic.codeforces.org/no-avatar.jpg",
});

/** The answer to a users request, or null when `url` is not one. */
export function userAnswer(url: URL): Answer | null {
  const { codeforces: cf, atcoder: ac } = FAKE_HANDLES;
  const param = (name: string) => url.searchParams.get(name) ?? "";
  switch (url.pathname) {
    case "/codeforces/api/user.info": {
      // Codeforces ignores case and answers with the handle's own spelling.
      const handle = param("handles").toLowerCase();
      const rating = handle === cf.active ? ACTIVE_CODEFORCES_RATING : undefined;
      if (![cf.active, cf.newbie, cf.failing].some((h) => h === handle)) {
        return notFound("handles", param("handles"));
      }
      return json(200, { status: "OK", result: [codeforcesUser(handle, rating)] });
    }
    case "/codeforces/api/user.status": {
      const handle = param("handle").toLowerCase();
      if (handle === cf.active)
        return json(200, { status: "OK", result: activeCodeforcesSubmissions() });
      if (handle === cf.newbie) return json(200, { status: "OK", result: [] });
      if (handle === cf.failing) return serverError;
      return notFound("handle", param("handle"));
    }
    case "/atcoder/atcoder-api/v3/user/submissions": {
      const user = param("user");
      if (user === ac.failing) return serverError;
      if (user !== ac.active) return json(200, []);
      const from = Number(param("from_second"));
      const page = activeAtcoderSubmissions().filter((s) => s.epoch_second >= from);
      return json(200, page.slice(0, ATCODER_PAGE));
    }
    case "/atcoder/resources/problem-models.json":
      return json(200, problemModels());
    default:
      return null;
  }
}

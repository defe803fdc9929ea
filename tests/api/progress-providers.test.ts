/**
 * @jest-environment node
 */
// The providers behind a student's progress, against the fake upstream: which problems a handle
// solved or only tried (counted again here from the fake's own data), Codeforces' unknown-handle
// answer, AtCoder Problems' paging and pace, and the difficulty estimates as AtCoder Problems
// shows them.
import { UnknownHandleError } from "@/lib/live-data/errors";
import {
  displayedDifficulty,
  fetchAtcoderModels,
  reshapeAtcoderModels,
} from "@/lib/platforms/atcoder/models";
import { fetchAtcoderProgress } from "@/lib/platforms/atcoder/user";
import { fetchCodeforcesProgress } from "@/lib/platforms/codeforces/user";
import { fetchUpstreamJson, UpstreamError } from "@/lib/providers/fetch";
import { createPacer, type Pacer } from "@/lib/providers/pacer";
import { type FakeUpstream, startFakeUpstream } from "../support/fake-upstream";
import {
  ACTIVE_CODEFORCES_RATING,
  activeAtcoderSubmissions,
  activeCodeforcesSubmissions,
  problemModels,
} from "../support/fake-upstream-users";

const MB = 1024 * 1024;
let fake: FakeUpstream;
beforeAll(async () => {
  fake = await startFakeUpstream();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.reset();
  fake.setMode("all", "success");
});

const cf = (handle: string, more: { pacer?: Pacer; maxSubmissions?: number } = {}) =>
  fetchCodeforcesProgress(handle, { baseUrl: fake.codeforcesUrl, maxBytes: 32 * MB, ...more });
const ac = (handle: string, more: { pacer?: Pacer; maxPages?: number } = {}) =>
  fetchAtcoderProgress(handle, { apiUrl: fake.atcoderApiUrl, maxBytes: 2 * MB, ...more });
const paths = () => fake.requests.map((r) => new URL(r.url, fake.url).pathname);

/** Solved and only-attempted keys, counted the plain way from a list of submissions. */
function expected<S>(list: readonly S[], key: (s: S) => string | null, ok: (s: S) => boolean) {
  const solved = new Set<string>();
  const all = new Set<string>();
  for (const s of list) {
    const k = key(s);
    if (k === null) continue;
    all.add(k);
    if (ok(s)) solved.add(k);
  }
  return { solved: [...solved].sort(), attempted: [...all].filter((k) => !solved.has(k)).sort() };
}

describe("Codeforces", () => {
  const truth = () =>
    expected(
      activeCodeforcesSubmissions(),
      (s) => (s.problem.contestId ? `${s.problem.contestId}${s.problem.index}` : null),
      (s) => s.verdict === "OK",
    );

  test("an active handle: its rating, and every problem marked as the history says", async () => {
    const progress = await cf("Active_CF");
    const { solved, attempted } = truth();
    expect(progress).toMatchObject({ platform: "codeforces", handle: "active_cf", complete: true });
    expect(progress.rating).toBe(ACTIVE_CODEFORCES_RATING);
    expect(progress.submissions).toBe(activeCodeforcesSubmissions().length);
    expect(progress.solved).toEqual(solved);
    expect(progress.attempted).toEqual(attempted);
    expect(progress.attempted.filter((k) => progress.solved.includes(k))).toEqual([]);
    // Keys are the problem browser's ("2050A"); the problemset-only acmsguru problem is left out.
    expect([...progress.solved, ...progress.attempted].every((k) => /^\d+[A-Z]\d?$/.test(k))).toBe(
      true,
    );
    expect(paths()).toEqual(["/codeforces/api/user.info", "/codeforces/api/user.status"]);
  });

  test("a problem solved after failures is solved; one still being judged is attempted", async () => {
    const progress = await cf("active_cf");
    const history = activeCodeforcesSubmissions();
    const keyOf = (s: (typeof history)[number]) => `${s.problem.contestId}${s.problem.index}`;
    const failedFirst = history.find(
      (s) => s.verdict === "OK" && history.some((t) => keyOf(t) === keyOf(s) && t.verdict !== "OK"),
    );
    expect(progress.solved).toContain(keyOf(failedFirst!));
    const judging = history.find((s) => s.verdict === undefined)!;
    expect(progress.attempted).toContain(keyOf(judging));
  });

  test("a new handle: unrated, nothing solved", async () => {
    expect(await cf("newbie_cf")).toMatchObject({
      handle: "newbie_cf",
      rating: null,
      solved: [],
      attempted: [],
      submissions: 0,
      complete: true,
    });
  });

  test("an unknown handle (Codeforces' HTTP 400) is UnknownHandleError, after one call", async () => {
    const error = await cf("unknown_cf").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnknownHandleError);
    expect((error as Error).message).toBe(
      "There is no Codeforces user called “unknown_cf”. Check the spelling.",
    );
    expect(paths()).toEqual(["/codeforces/api/user.info"]);
  });

  test("a 400 stays an HTTP error for every caller that does not ask for its body", async () => {
    const url = `${fake.codeforcesUrl}/user.info?handles=unknown_cf`;
    const error = await fetchUpstreamJson("Codeforces", url, { maxBytes: MB }).catch((e) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ kind: "http", message: "Codeforces: HTTP 400" });
  });

  test("a failing history (HTTP 500) and the call limit are upstream failures", async () => {
    await expect(cf("failing_cf")).rejects.toMatchObject({ kind: "http" });
    fake.setMode("codeforces", "call-limit");
    await expect(cf("active_cf")).rejects.toMatchObject({ kind: "rate_limited" });
  });

  test("every call waits for the pacer", async () => {
    let waits = 0;
    await cf("active_cf", { pacer: { wait: async () => void (waits += 1) } });
    expect(waits).toBe(2);
  });

  test("a history longer than the bound keeps its newest part and says it is incomplete", async () => {
    const progress = await cf("active_cf", { maxSubmissions: 100 });
    expect(progress).toMatchObject({ submissions: 100, complete: false });
    const newest = activeCodeforcesSubmissions().slice(0, 100);
    const { solved } = expected(
      newest,
      (s) => (s.problem.contestId ? `${s.problem.contestId}${s.problem.index}` : null),
      (s) => s.verdict === "OK",
    );
    expect(progress.solved).toEqual(solved);
  });
});

describe("AtCoder", () => {
  test("an active user: every page read at least 1 s apart, each task marked", async () => {
    // The pacer's slots, as it grants them: each page must be read inside its own slot.
    const paced = createPacer({ minIntervalMs: 1_000 });
    const slots: number[] = [];
    const pacer: Pacer = { wait: () => paced.wait().then(() => void slots.push(Date.now())) };
    const progress = await ac("active_ac", { pacer });
    const history = activeAtcoderSubmissions();
    const { solved, attempted } = expected(
      history,
      (s) => s.problem_id,
      (s) => s.result === "AC",
    );
    expect(progress).toMatchObject({ platform: "atcoder", handle: "active_ac", rating: null });
    expect(progress).toMatchObject({ submissions: history.length, complete: true });
    expect(progress.solved).toEqual(solved);
    expect(progress.attempted).toEqual(attempted);

    // Each page starts at the last second of the one before; the last page is short.
    const froms = fake.requests.map((r) =>
      Number(new URL(r.url, fake.url).searchParams.get("from_second")),
    );
    expect(froms[0]).toBe(0);
    for (let i = 1; i < froms.length; i++) {
      const page = history.filter((s) => s.epoch_second >= froms[i - 1]!).slice(0, 500);
      expect(froms[i]).toBe(page.at(-1)!.epoch_second);
    }
    expect(history.filter((s) => s.epoch_second >= froms.at(-1)!).length).toBeLessThan(500);
    expect(froms.length).toBeGreaterThanOrEqual(Math.ceil(history.length / 500));
    // Slots are 1 s apart, and every page reaches the fake after its slot opens and before the
    // next one does. (Arrival gaps alone jitter with a busy machine: 854 ms was seen in CI.)
    expect(slots).toHaveLength(fake.requests.length);
    // (A slot is noted a step after the pacer takes it, so a millisecond either way.)
    const gaps = slots.slice(1).map((at, i) => at - slots[i]!);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(990);
    fake.requests.forEach((r, i) => {
      expect(r.at).toBeGreaterThanOrEqual(slots[i]!);
      if (i + 1 < slots.length) expect(r.at).toBeLessThanOrEqual(slots[i + 1]!);
    });
  }, 30_000);

  test("a new user, and one AtCoder Problems does not know, are 0 submissions in one call", async () => {
    for (const user of ["newbie_ac", "nobody_here"]) {
      expect(await ac(user)).toMatchObject({ submissions: 0, solved: [], complete: true });
    }
    expect(fake.count("atcoder")).toBe(2);
  });

  test("a history past the page bound is cut and marked incomplete", async () => {
    const progress = await ac("active_ac", { maxPages: 3 });
    expect(fake.count("atcoder")).toBe(3);
    expect(progress.complete).toBe(false);
    expect(progress.submissions).toBeLessThanOrEqual(1_500);
    expect(progress.submissions).toBeGreaterThan(1_000);
  });

  test("a failing API is an upstream failure", async () => {
    await expect(ac("failing_ac")).rejects.toMatchObject({ kind: "http" });
  });
});

describe("problem models", () => {
  const fetchModels = (maxItems?: number) =>
    fetchAtcoderModels({ url: fake.atcoderModelsUrl, maxBytes: 16 * MB, maxItems });

  test("difficulties as AtCoder Problems shows them: clipped smoothly below 400", () => {
    expect([-500, 0, 399, 400, 1120.4, 3600].map(displayedDifficulty)).toEqual([
      42, 147, 399, 400, 1120, 3600,
    ]);
  });

  test("each model with a difficulty, reshaped; those without one left out", async () => {
    const models = await fetchModels();
    const wire = problemModels();
    const withDifficulty = Object.entries(wire).filter(([, m]) => typeof m.difficulty === "number");
    expect(Object.keys(models).sort()).toEqual(withDifficulty.map(([id]) => id).sort());
    for (const [id, m] of withDifficulty) {
      expect(models[id]).toBe(displayedDifficulty(m.difficulty as number));
    }
    expect(Math.min(...Object.values(models))).toBeGreaterThan(0);
    expect(Math.max(...Object.values(models))).toBe(3600);
  });

  test("the number of models kept is bounded, and a list instead of an object is refused", async () => {
    expect(Object.keys(await fetchModels(10))).toHaveLength(
      Object.entries(problemModels())
        .slice(0, 10)
        .filter(([, m]) => "difficulty" in m).length,
    );
    const wrong = fetchAtcoderModels({
      url: fake.atcoderApiUrl + "/user/submissions?user=x",
      maxBytes: MB,
    });
    await expect(wrong).rejects.toMatchObject({ kind: "malformed" });
  });

  test("entries without a difficulty (missing or null) are left out", () => {
    expect(
      reshapeAtcoderModels([
        ["abc001_1", { difficulty: -100 }],
        ["abc001_2", { difficulty: null }],
        ["abc001_3", {}],
      ]),
    ).toEqual({ abc001_1: Math.round(400 / Math.exp(500 / 400)) });
  });
});

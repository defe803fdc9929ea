// bench:upstream-memory – does a hostile 200 MB upstream answer leave the server's memory alone?
// The production build (server.mjs, NEXT_DIST_DIR, embedded database, no Redis) against the fake
// upstream (tests/support/fake-upstream-server.ts --full). Per scenario: the server saves good
// copies (DATA_DIR/cache); it is stopped, the copies are dated 7 h back (stale) and the fake set
// to stream 200 MB of valid JSON, generated as sent; the server is restarted on the same DATA_DIR
// and left to settle, and the first pages (answered from the saved copies) start the refreshes
// that meet the answer. Nothing else forces a refresh from outside: lists stay fresh 10 min–6 h.
// RSS of the server's process group (/proc) is sampled every 50 ms from the first page on.
// Scenarios: control (good upstream: what a normal refresh costs), codeforces (the bar: refused,
// RSS < 500 MB, last good copy served), all (Codeforces, AtCoder and clist hostile at once,
// against the same bar). --repeat=N: N more refusals of each list (one a minute), RSS after each.
//   node bench/upstream-memory.mjs [--port=4301] [--upstream-port=4302] [--mb=200] [--repeat=3]
//                                  [--only=control,codeforces,all]
import { spawn } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT, serveBuild, writeResult } from "./lib/server.mjs";

const arg = (name, fallback) => {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  return found ? Number(found.slice(name.length + 3)) : fallback;
};
const PORT = arg("port", undefined);
const UPSTREAM_PORT = arg("upstream-port", 0);
const HOSTILE_BYTES = arg("mb", 200) * 1024 * 1024;
/** More refusals in the same process (one a minute: a failed refresh is retried after 60 s). */
const REPEAT = arg("repeat", 0);
const RSS_BAR_MB = 500;
const SETTLE_MS = 5_000;
const SAMPLE_MS = 50;
const AFTER_MS = 5_000;
/** Older than every list's freshness (10 min to 6 h), so each one refreshes. */
const STALE_BY_MS = 7 * 3_600_000;
const FAKE_CLIST = { CLIST_USERNAME: "bench-user", CLIST_API_KEY: "bench-clist-key" };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const mb = (kb) => Math.round(kb / 1024);

/** Each list: the cache's name (file under DATA_DIR/cache), its API path, its fake upstream. */
const LISTS = {
  codeforces: { path: "/api/problems/codeforces?rating=all", source: "codeforces" },
  atcoder: { path: "/api/problems/atcoder?", source: "atcoder" },
  contests: { path: "/api/contests?", source: "clist" },
};
const SCENARIOS = {
  control: { lists: ["codeforces"], hostile: false },
  codeforces: { lists: ["codeforces"], hostile: true },
  all: { lists: ["codeforces", "atcoder", "contests"], hostile: true },
};

/** Resident memory (kB) of every live process in process group `group`. */
function groupRssKb(group) {
  let total = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // After the command in parentheses: state, parent, process group.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      if (Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[2]) !== group) continue;
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${entry}/status`, "utf8"));
      total += rss ? Number(rss[1]) : 0;
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

/** The fake upstream in its own process group, on UPSTREAM_PORT (0: any free port). */
function startFake() {
  const child = spawn(
    join(ROOT, "node_modules", ".bin", "tsx"),
    [join(ROOT, "tests/support/fake-upstream-server.ts"), "--full", "--port", `${UPSTREAM_PORT}`],
    {
      cwd: ROOT,
      detached: true,
      stdio: ["ignore", "pipe", "inherit"],
      env: { ...process.env, ...FAKE_CLIST },
    },
  );
  const stop = () => {
    try {
      process.kill(-child.pid, "SIGTERM"); // the group: tsx and the node process it starts
    } catch {
      // already gone
    }
  };
  process.on("exit", stop);
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`fake upstream exited (${code})`)));
    child.stdout.on("data", (chunk) => {
      const url = /listening on (\S+)/.exec(String(chunk))?.[1];
      if (!url) return;
      const control = async (query = "") =>
        (await fetch(`${url}/__control${query}`, { method: query ? "POST" : "GET" })).json();
      const env = {
        CODEFORCES_API_URL: `${url}/codeforces/api`,
        ATCODER_PROBLEMS_URL: `${url}/atcoder/resources/merged-problems.json`,
        ATCODER_PROBLEMS_API_URL: `${url}/atcoder/atcoder-api/v3`,
        ATCODER_PROBLEM_MODELS_URL: `${url}/atcoder/resources/problem-models.json`,
        CLIST_API_URL: `${url}/clist/api/v4`,
        ...FAKE_CLIST,
      };
      resolve({ control, stop, env });
    });
  });
}

let asked = 0;
/** A list's asOf and size, each time by a new URL, as a proxy cache in front would keep one. */
async function read(origin, name) {
  const path = `${LISTS[name].path}&bench=${++asked}`;
  const response = await fetch(origin + path);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const { asOf, total } = await response.json();
  return { asOf, total };
}

async function waitForSaved(file, asOf) {
  for (let i = 0; i < 100; i++) {
    try {
      if (JSON.parse(readFileSync(file, "utf8")).asOf === asOf) return;
    } catch {
      // not written yet
    }
    await sleep(100);
  }
  throw new Error(`${file} was not saved`);
}

async function run(fake, name) {
  const { lists, hostile } = SCENARIOS[name];
  await fake.control("?source=all&mode=success&reset=1");
  let server = await serveBuild({
    port: PORT,
    env: { ...fake.env, REDIS_URL: undefined, DATABASE_URL: undefined, LOG_LEVEL: "info" },
  });
  try {
    const lastGood = {};
    for (const list of lists) {
      const good = await read(server.origin, list);
      const file = join(server.dataDir, "cache", `${list}.json`);
      await waitForSaved(file, good.asOf);
      lastGood[list] = { file, total: good.total };
    }
    await server.stop();
    for (const list of lists) {
      const copy = JSON.parse(readFileSync(lastGood[list].file, "utf8"));
      copy.asOf = new Date(Date.parse(copy.asOf) - STALE_BY_MS).toISOString();
      writeFileSync(lastGood[list].file, JSON.stringify(copy));
      lastGood[list].asOf = copy.asOf;
      const mode = hostile ? "huge" : "success";
      await fake.control(`?source=${LISTS[list].source}&mode=${mode}&bytes=${HOSTILE_BYTES}`);
    }
    await fake.control("?reset=1"); // counts from zero
    server = await server.restart();
    await sleep(SETTLE_MS); // start-up work (the embedded database opening…) is not the refresh's
    const baselineKb = groupRssKb(server.pid);
    const samples = [];
    let sampling = true;
    const start = performance.now();
    const sampler = (async () => {
      for (; sampling; await sleep(SAMPLE_MS)) {
        samples.push({ at: performance.now() - start, kb: groupRssKb(server.pid) });
      }
    })();
    const during = await Promise.all(lists.map((list) => read(server.origin, list)));
    let state;
    for (let i = 0; i < 600; i++) {
      state = await fake.control();
      const ended = state.hostile.closedEarly + state.hostile.completed;
      if (hostile ? ended >= lists.length : i >= 20) break;
      await sleep(100);
    }
    const cutAt = performance.now() - start;
    await sleep(AFTER_MS);
    const after = await Promise.all(lists.map((list) => read(server.origin, list)));
    const rounds = [];
    for (let round = 1; hostile && round <= REPEAT; round++) {
      // Visitors keep reading; each read after the retry delay starts the next refresh.
      const target = round * lists.length + lists.length;
      while ((await fake.control()).hostile.closedEarly < target) {
        await Promise.all(lists.map((list) => read(server.origin, list)));
        await sleep(1_000);
      }
      await sleep(AFTER_MS);
      rounds.push(mb(groupRssKb(server.pid)));
    }
    const last = await Promise.all(lists.map((list) => read(server.origin, list)));
    sampling = false;
    await sampler;
    const peak = samples.reduce((a, b) => (b.kb > a.kb ? b : a));
    const tooLarge = (server.logs().match(/"outcome":"too_large"/g) ?? []).length;
    const kept = lists.every(
      (list, i) =>
        during[i].asOf === lastGood[list].asOf &&
        after[i].asOf === lastGood[list].asOf &&
        last[i].asOf === lastGood[list].asOf &&
        last[i].total === lastGood[list].total,
    );
    return {
      name,
      lists,
      hostile,
      refused: tooLarge === lists.length && state.hostile.completed === 0,
      tooLarge,
      stats: state.hostile,
      cutAt,
      baselineMb: mb(baselineKb),
      peakMb: mb(peak.kb),
      peakAt: peak.at,
      afterMb: mb(samples.find((x) => x.at >= cutAt + AFTER_MS)?.kb ?? samples.at(-1).kb),
      rounds,
      kept,
      served: lists.map((l, i) => `${l} ${after[i].asOf} (${after[i].total})`).join("; "),
    };
  } finally {
    await server.stop();
  }
}

const fake = await startFake();
const results = [];
try {
  const only = process.argv.find((a) => a.startsWith("--only="))?.slice(7);
  for (const name of Object.keys(SCENARIOS)) {
    if (!only || only.split(",").includes(name)) results.push(await run(fake, name));
  }
} finally {
  fake.stop();
}

const yes = (v) => (v ? "✅" : "❌");
const rows = results.map((r) => {
  const underBar = r.peakMb < RSS_BAR_MB;
  const refused = r.hostile
    ? `${yes(r.refused)} too_large ×${r.tooLarge}; cut early ×${r.stats.closedEarly}, ${(r.stats.bytesSent / 1048576).toFixed(1)} MB sent`
    : "(good upstream)";
  const kept = r.hostile ? `${yes(r.kept)} ${r.served}` : `refreshed: ${r.served}`;
  const again = r.rounds?.length
    ? `; after refusals 2–${r.rounds.length + 1}: ${r.rounds.join(", ")}`
    : "";
  return `| ${r.name} (${r.lists.join(", ")}) | ${refused} | ${r.baselineMb} | ${r.peakMb} at +${(r.peakAt / 1000).toFixed(1)} s ${r.hostile ? yes(underBar) : ""} | ${r.afterMb}${again} | ${kept} |`;
});
const markdown = [
  `# bench:upstream-memory – ${mb(HOSTILE_BYTES / 1024)} MB upstream answers against the production server`,
  "",
  `${new Date().toISOString()}. Limits: CODEFORCES_MAX_BYTES ${process.env.CODEFORCES_MAX_BYTES ?? "8MB"}, ATCODER_MAX_BYTES ${process.env.ATCODER_MAX_BYTES ?? "16MB"}, CLIST_MAX_BYTES ${process.env.CLIST_MAX_BYTES ?? "4MB"} (defaults unless set). RSS in MB, of the server's process group, sampled every ${SAMPLE_MS} ms; "after" is ${AFTER_MS / 1000} s after the cut.`,
  "",
  `| scenario | refused | RSS before | RSS peak (bar < ${RSS_BAR_MB}) | RSS after | last good copy served |`,
  "|---|---|---|---|---|---|",
  ...rows,
  "",
].join("\n");
console.log(markdown);
writeResult("upstream-memory.md", markdown);
const bar = results.find((r) => r.name === "codeforces");
if (!bar || !bar.refused || bar.peakMb >= RSS_BAR_MB || !bar.kept) process.exitCode = 1;

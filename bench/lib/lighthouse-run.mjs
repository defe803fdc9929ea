// One Lighthouse run and its figures, for bench/lighthouse.mjs: Lighthouse 12.8.2 through npx
// (deliberately not a dependency: it asks for packages at `latest` that break `npm ci`), with
// Debian's Chromium in India's time zone.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { ROOT } from "./server.mjs";

export const LIGHTHOUSE = "lighthouse@12.8.2";
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

export const chromePath = process.env.CHROME_PATH || "/usr/bin/chromium";
export const timeZone = process.env.LIGHTHOUSE_TZ || "Asia/Kolkata";

/** Runs Lighthouse on `url`, writes its JSON to `outFile` and resolves with the parsed report. */
export function runLighthouse(url, outFile, { selfSigned }) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      "npx",
      [
        "-y",
        LIGHTHOUSE,
        url,
        "--output=json",
        `--output-path=${outFile}`,
        `--only-categories=${CATEGORIES.join(",")}`,
        // The nginx site's certificate is made for this run and signed by nobody.
        `--chrome-flags=${[...CHROME_FLAGS, ...(selfSigned ? ["--ignore-certificate-errors"] : [])].join(" ")}`,
        "--no-enable-error-reporting",
        "--quiet",
      ],
      {
        cwd: ROOT,
        env: { ...process.env, CHROME_PATH: chromePath, TZ: timeZone },
        stdio: ["ignore", "ignore", "pipe"],
      },
    );
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 0 && existsSync(outFile)) resolve(JSON.parse(readFileSync(outFile, "utf8")));
      else reject(new Error(`lighthouse exited with ${code}:\n${stderr.slice(-2000)}`));
    });
  });
}

/** The figures of one run. Scores 0–100; times in ms; bytes. */
export function summarise(lhr) {
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const score = (id) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
  const numeric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const jsBytes = requests
    .filter((r) => r.resourceType === "Script")
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    jsBytes,
    // What Lighthouse finds downloaded but never run during load (framework code included).
    unusedJsBytes: lhr.audits["unused-javascript"]?.details?.overallSavingsBytes ?? 0,
    // Main-thread time spent in script (evaluation, parsing and compiling), in ms.
    bootupMs: lhr.audits["bootup-time"]?.numericValue ?? NaN,
  };
}

/** The median of the finite values (NaN when there are none). */
export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The median of every figure over several runs. */
export function medianOf(runs) {
  const keys = Object.keys(runs[0]);
  return Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))]));
}

const fmt = {
  score: (v) => (Number.isFinite(v) ? String(Math.round(v)) : "–"),
  seconds: (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : "–"),
  ms: (ms) => (Number.isFinite(ms) ? `${Math.round(ms)} ms` : "–"),
  cls: (v) => (Number.isFinite(v) ? v.toFixed(3) : "–"),
  kb: (bytes) => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} kB` : "–"),
  change: (now, was) =>
    Number.isFinite(now) && Number.isFinite(was) && was > 0
      ? `${now <= was ? "−" : "+"}${Math.abs(Math.round((100 * (now - was)) / was))} %`
      : "–",
};

/** Rows of `{ route, m, error, done, runs }` as a Markdown table. */
export function table(rows) {
  const head =
    "| Route | Performance | Accessibility | Best Practices | SEO | LCP | TBT | CLS | JS transferred | Unused JS | Script boot-up |\n" +
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|";
  const lines = rows.map(({ route, m, error, done, runs }) =>
    !m
      ? `| \`${route}\` | error: ${error.split("\n")[0].replace(/\|/g, "\\|")} ${"| – ".repeat(9)}|`
      : `| \`${route}\`${done < runs ? ` (${done} of ${runs} runs)` : ""} | ${fmt.score(m.performance)} | ${fmt.score(m.accessibility)} | ${fmt.score(m.bestPractices)} | ${fmt.score(m.seo)} | ${fmt.seconds(m.lcp)} | ${fmt.ms(m.tbt)} | ${fmt.cls(m.cls)} | ${fmt.kb(m.jsBytes)} | ${fmt.kb(m.unusedJsBytes)} | ${fmt.ms(m.bootupMs)} |`,
  );
  return [head, ...lines].join("\n");
}

/** This build against the baseline, route by route: medians and the change of each. */
export function comparisonTable(rows, baselineRows) {
  const head =
    "| Route | TBT | TBT, baseline | TBT change | JS transferred | JS, baseline | Performance | Performance, baseline |\n" +
    "|---|---:|---:|---:|---:|---:|---:|---:|";
  const lines = rows.map(({ route, m }, i) => {
    const b = baselineRows[i].m;
    if (!m || !b) return `| \`${route}\` | ${"– | ".repeat(7)}`;
    return `| \`${route}\` | ${fmt.ms(m.tbt)} | ${fmt.ms(b.tbt)} | ${fmt.change(m.tbt, b.tbt)} | ${fmt.kb(m.jsBytes)} | ${fmt.kb(b.jsBytes)} | ${fmt.score(m.performance)} | ${fmt.score(b.performance)} |`;
  });
  return [head, ...lines].join("\n");
}

export function chromiumVersion() {
  try {
    return execFileSync(chromePath, ["--version"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return chromePath;
  }
}

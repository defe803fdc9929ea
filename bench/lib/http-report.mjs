// The Markdown report of bench/http.mjs: per client kind (no Accept-Encoding, a browser's), the
// targets side by side, every measurement's details, and the home page against the ceiling.
import { fmt } from "./figures.mjs";

const count = (n) => (Number.isFinite(n) ? Math.round(n).toLocaleString("en") : "n/a");
const cell = (m) =>
  m ? `${count(m.requestsPerSecond)}/s · ${fmt(m.p50)} / ${fmt(m.p99)} ms` : "–";

/** a's requests/s over b's, "0.42". */
const ratio = (a, b) =>
  a && b && b.requestsPerSecond > 0
    ? `${(a.requestsPerSecond / b.requestsPerSecond).toFixed(2)}`
    : "n/a";

const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * One result per target, client kind and route from several rounds: the median of each figure
 * (each one on its own), the errors added up, and what the last round saw answered.
 */
export function medians(results) {
  const groups = new Map();
  for (const r of results) {
    const key = `${r.target}|${r.encoding}|${r.route}`;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(r);
  }
  return [...groups.values()].map((rounds) => {
    const out = { ...rounds.at(-1), rounds: rounds.length };
    for (const figure of ["requestsPerSecond", "p50", "p75", "p90", "p99"]) {
      out[figure] = median(rounds.map((r) => r[figure]));
    }
    for (const figure of ["non2xx", "socketErrors"]) {
      out[figure] = rounds.reduce((sum, r) => sum + r[figure], 0);
    }
    return out;
  });
}

/**
 * `results`: [{ target, encoding, route, requestsPerSecond, p50, p99, … }]; `targets`,
 * `encodings`, `routes`: what was asked, in order (targets as { key, label }); `meta`: lines of
 * text describing the run.
 */
export function httpReport({ results, targets, encodings, routes, meta }) {
  const find = (target, encoding, route) =>
    results.find((r) => r.target === target && r.encoding === encoding && r.route === route);
  const lines = [
    "# bench:http – pages per second: the server alone, behind nginx, and nginx's ceiling",
    "",
  ];
  lines.push(...meta, "");
  lines.push(
    "Each cell: requests/s · latency p50 / p99 (wrk, closed loop: each connection sends its next " +
      "request when the answer has arrived). Higher requests/s, lower latency is better.",
    "",
  );
  for (const encoding of encodings) {
    lines.push(
      `## ${encoding.label}`,
      "",
      `| route | ${targets.map((t) => t.label).join(" | ")} |`,
      `|---|${targets.map(() => "---:").join("|")}|`,
      ...routes.map(
        (route) =>
          `| \`${route}\` | ${targets.map((t) => cell(find(t.key, encoding.key, route))).join(" | ")} |`,
      ),
      "",
    );
  }
  const home = routes[0];
  const ceiling = targets.find((t) => t.key === "static");
  lines.push(`## \`${home}\` against the ceiling (requests/s ratios)`, "");
  if (ceiling && targets.length > 1) {
    lines.push(
      `| client | ${targets
        .filter((t) => t !== ceiling)
        .map((t) => `${t.short} ÷ ${ceiling.short}`)
        .join(" | ")} |`,
      `|---|${targets
        .filter((t) => t !== ceiling)
        .map(() => "---:")
        .join("|")}|`,
      ...encodings.map(
        (e) =>
          `| ${e.label} | ${targets
            .filter((t) => t !== ceiling)
            .map((t) => ratio(find(t.key, e.key, home), find(ceiling.key, e.key, home)))
            .join(" | ")} |`,
      ),
      "",
    );
  } else {
    lines.push("Needs the ceiling (static) and another target in the same run.", "");
  }
  lines.push(
    "## Details",
    "",
    "What each target answered after its warm-up (as sent: bytes on the wire, `X-Cache-Status` " +
      "of the deploy nginx), and wrk's errors (non-2xx/3xx answers, socket errors).",
    "",
    "| client | route | target | req/s | p50 | p75 | p90 | p99 | answer | X-Cache-Status | errors |",
    "|---|---|---|---:|---:|---:|---:|---:|---|---|---:|",
  );
  for (const e of encodings) {
    for (const route of routes) {
      for (const t of targets) {
        const m = find(t.key, e.key, route);
        if (!m) continue;
        lines.push(
          `| ${e.short} | \`${route}\` | ${t.short} | ${count(m.requestsPerSecond)} | ${fmt(m.p50)} | ` +
            `${fmt(m.p75)} | ${fmt(m.p90)} | ${fmt(m.p99)} | ${m.status} ${m.contentEncoding}, ` +
            `${count(m.bytes)} B | ${m.cacheStatus || "–"} | ${m.non2xx + m.socketErrors} |`,
        );
      }
    }
  }
  lines.push("");
  return lines.join("\n");
}

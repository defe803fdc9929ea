// Figures of a benchmark run: percentiles, answers by status, numbers for the report.

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export function latencies(results) {
  const ms = results.filter((r) => r?.status === 201).map((r) => r.ms);
  ms.sort((a, b) => a - b);
  return {
    p50: percentile(ms, 50),
    p90: percentile(ms, 90),
    p99: percentile(ms, 99),
    max: ms.at(-1),
  };
}

/** "201 × 1998, 0 (ECONNRESET) × 2": what came back, by status. */
export function statusSummary(results) {
  const counts = new Map();
  for (const r of results) {
    if (!r) continue;
    const label = r.status === 0 ? `no answer (${r.error})` : String(r.status);
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return [...counts].map(([label, n]) => `${label} × ${n}`).join(", ") || "none";
}

export const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : "n/a");

export function firstProblem(results) {
  const bad = results.find((r) => r && r.status !== 201);
  return bad ? (bad.detail ?? bad.error ?? "") : "";
}

/** p50, p99 and max of a list of milliseconds, and how many there were. */
export function summarize(ms) {
  const sorted = [...ms].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1),
  };
}

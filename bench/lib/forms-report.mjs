// The Markdown report of bench/forms.mjs: the load run, the static page beside it, the crash
// run and every check.
import { cpus } from "node:os";
import { fmt } from "./figures.mjs";
import { pairCrashSection } from "./forms-crash-pair.mjs";
import { distDir } from "./server.mjs";

const TITLES = {
  pglite: "PGlite (embedded)",
  postgres: "PostgreSQL",
  "two-instances": "two instances on PostgreSQL + Redis behind nginx",
};

export function formsReport({
  kind,
  mode = kind,
  total: TOTAL,
  concurrency: CONCURRENCY,
  formRateLimit,
  target,
  load,
  page,
  crash,
  checks,
}) {
  const lines = [
    `# Form submissions under load: ${TITLES[mode]}`,
    "",
    `${new Date().toISOString()}; \`node server.mjs\` serving \`${distDir}\` on 127.0.0.1, ${target}; ` +
      `${cpus().length} CPUs, Node ${process.version}. ${TOTAL} valid submissions per run ` +
      `(home leads, coder-sheet leads and bookings in turn, one Idempotency-Key each), ` +
      `${CONCURRENCY} in flight, FORM_RATE_LIMIT=${formRateLimit}.`,
    "",
    "## Load run",
    "",
    "| figure | value |",
    "|---|---:|",
    `| throughput | ${fmt(load.throughput)} submissions/s |`,
    `| wall time | ${fmt(load.seconds, 2)} s |`,
    `| latency p50 | ${fmt(load.lat.p50)} ms |`,
    `| latency p90 | ${fmt(load.lat.p90)} ms |`,
    `| latency p99 | ${fmt(load.lat.p99)} ms |`,
    `| latency max | ${fmt(load.lat.max)} ms |`,
    `| answers | ${load.statuses} |`,
    `| rows stored (leads + appointments) | ${load.rows} (${load.leads} + ${load.appointments}) |`,
    "",
  ];
  if (page) {
    const row = (label, s) =>
      `| ${label} | ${fmt(s.p50)} ms | ${fmt(s.p99)} ms | ${fmt(s.max)} ms | ${s.count} (${s.failed} failed) |`;
    lines.push(
      `## A static page (GET ${page.path}) beside the submissions`,
      "",
      `${page.perSecond} requests/s at fixed times, each timed from when it was due to its last ` +
        "byte, from a thread of their own.",
      "",
      "| when | p50 | p99 | max | requests |",
      "|---|---:|---:|---:|---:|",
      row("alone (before the load run)", page.alone),
      row(`during the load run (${CONCURRENCY} submissions in flight)`, page.during),
      "",
    );
  }
  if (crash?.pair) lines.push(...pairCrashSection(crash));
  else if (crash) {
    lines.push(
      "## Crash run (SIGKILL at about half, restart on the same data)",
      "",
      "| figure | value |",
      "|---|---:|",
      `| answered before the kill | ${crash.answeredBeforeKill} (kill after ${crash.killAt}) |`,
      `| 201 before the kill | ${crash.ackBefore} |`,
      `| failed in flight | ${crash.failed} (${crash.failedErrors}) |`,
      `| never sent (sent after the restart) | ${crash.unsent} |`,
      `| **acknowledged submissions lost** | **${crash.lost}** |`,
      `| stored although the 201 was lost | ${crash.storedUnacknowledged} |`,
      `| restart until the first page answered | ${fmt(crash.restartSeconds, 2)} s |`,
      `| failed ones resent with the same key | ${crash.resent} (${crash.replayed} replayed) |`,
      `| rows in the end / duplicates | ${crash.finalRows} / ${crash.duplicates} |`,
      "",
    );
  }
  lines.push(
    "## Checks",
    "",
    ...checks.map(
      (c) => `- ${c.ok ? "PASS" : "**FAIL**"} ${c.name}${c.detail ? `: ${c.detail}` : ""}`,
    ),
    "",
  );
  return lines.join("\n");
}

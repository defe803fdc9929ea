// The reports page's numbers as a CSV (GET /api/staff/reports/export): one line per chart bar, the
// period on every line so months pasted one under another stay apart, written the way the inbox's
// CSV is (inbox-export.ts: byte-order mark, CRLF, the formula guard on every cell).
import "server-only";
import type { Report } from "./reports";
import { spreadsheetCsv } from "./inbox-export";

export const REPORT_CSV_HEADER = [
  "from_ist",
  "to_ist",
  "section",
  "line",
  "count",
  "share_percent",
  "median_hours",
] as const;

const oneDecimal = (n: number | null | undefined) =>
  n === null || n === undefined ? null : (Math.round(n * 10) / 10).toFixed(1);

/** The CSV of `report` and its file name: coderhouse-report-2026-11-01-to-2026-11-30.csv. */
export function reportCsv(report: Report): { csv: string; fileName: string } {
  const { from, to } = report.range;
  const lines = report.sections.flatMap((section) =>
    section.lines.map((line) => [
      from,
      to,
      section.title,
      line.label,
      line.count,
      section.measure === "count" ? oneDecimal((line.share ?? 0) * 100) : null,
      section.measure === "hours" ? oneDecimal(line.value) : null,
    ]),
  );
  return {
    csv: spreadsheetCsv([[...REPORT_CSV_HEADER], ...lines]),
    fileName: `coderhouse-report-${from}-to-${to}.csv`,
  };
}

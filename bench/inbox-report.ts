// The reports page's part of `npm run bench:inbox`: after the inbox's requests, it adds one month
// (India time, 14 months back, outside the inbox's 12) of --report-rows enquiries and a tenth as
// many bookings, with sources (campaign tags, referrers, "how did you hear", direct, and a tail of
// odd campaign names), programs, statuses and owners; then an audit log as the inbox would have
// written it for every stored item: a status change 1–96 h after arrival for each item past its
// first status (a second one for some), and two views of every item. Then it times getReport
// (lib/services/reports.ts, what /staff/reports runs) for that month, the current month and the
// longest period allowed, the period parsed by REPORT_TABLE as the page does.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { formOptions } from "@/lib/content/forms";
import { type Db, refreshStatistics } from "@/lib/db/client";
import { appointments, auditEvents, leads } from "@/lib/db/schema";
import { replyDueBy } from "@/lib/inbox/overdue";
import { REPORT_TABLE, reportRange } from "@/lib/inbox/report-range";
import { BOOKING_STATUSES, LEAD_STATUSES } from "@/lib/inbox/statuses";
import { getReport } from "@/lib/services/reports";
import { HEARD_FROM } from "@/lib/visit-source";
import { fmt, percentile } from "./lib/figures.mjs";

/** The reports page's bar: a month of 5,000 enquiries in under 300 ms. */
export const REPORT_BAR_MS = 300;
const HOUR = 3_600_000;

/** mulberry32 of its own, so the inbox's rows stay the same as before this part existed. */
function rng(start: number) {
  let seed = start;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = rng(0x5e9047);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

const UTM = ["instagram", "instagram", "youtube", "google", "facebook", "whatsapp", "linkedin"];
const REFERRERS = ["google.com", "instagram.com", "youtube.com", "linkedin.com", "bing.com"];

/** Where a visit came from: tags, a referrer, an answer, nothing, or an odd campaign source. */
function source(home: boolean) {
  const r = random();
  if (r < 0.35) return { firstUtmSource: pick(UTM), firstUtmMedium: "social" };
  if (r < 0.4) return { firstUtmSource: `poster-${Math.floor(random() * 40)}` };
  if (r < 0.6) return { firstReferrer: pick(REFERRERS) };
  if (r < 0.8 && home) return { heardFrom: pick(HEARD_FROM) };
  return {};
}

/** The India month `monthsBack` before `now`, as YYYY-MM, and its first instant. */
function monthBefore(now: number, monthsBack: number) {
  const ist = new Date(now + 5.5 * HOUR);
  const month = new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth() - monthsBack, 1));
  const text = month.toISOString().slice(0, 7);
  return { month: text, start: new Date(`${text}-01T00:00:00+05:30`).getTime() };
}

async function insertAll<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 1000) await insert(rows.slice(i, i + 1000));
}

/** Seeds the report's month and every item's audit entries; returns the month (YYYY-MM). */
export async function seedReportMonth(
  db: Db,
  { rows, now, staffIds }: { rows: number; now: number; staffIds: string[] },
): Promise<string> {
  const { month, start } = monthBefore(now, 14);
  const span = new Date(`${monthBefore(now, 13).month}-01T00:00:00+05:30`).getTime() - start;
  const person = (i: number) => {
    const createdAt = new Date(start + Math.floor(random() * span));
    return {
      id: randomUUID(),
      createdAt,
      name: `Report Person ${i}`,
      email: `report${i}@gmail.com`,
      phone: `9${String(100_000_000 + i)}`,
      consentAt: createdAt,
      noticeVersion: "2025-01",
      replyDueAt: replyDueBy(createdAt),
      ownerId: random() < 0.8 ? pick(staffIds) : null,
    };
  };
  const enquiries = Array.from({ length: rows }, (_, i) => {
    const home = random() < 0.7;
    return {
      ...person(i),
      ...source(home),
      source: home ? "home" : "coder_sheet",
      role: "student",
      program: home ? pick(formOptions.programs) : null,
      status: random() < 0.1 ? "new" : pick(LEAD_STATUSES),
    };
  });
  await insertAll(enquiries, (batch) => db.insert(leads).values(batch));
  const bookings = Array.from({ length: Math.ceil(rows / 10) }, (_, i) => ({
    ...person(rows + i),
    ...source(false),
    branchCourse: "B.Tech CSE",
    studyYear: 2,
    mentorDomain: pick(formOptions.mentorDomains).value,
    appointmentAt: new Date(start + span),
    appointmentTime: "17:30",
    query: "Guidance on placements.",
    status: pick(BOOKING_STATUSES),
  }));
  await insertAll(bookings, (batch) => db.insert(appointments).values(batch));
  await seedAudit(db, now);
  await refreshStatistics(db);
  return month;
}

type Item = { kind: string; id: string; created_at: Date | string; status: string; owner: string };

/** Every stored item's audit entries: its status changes (items past their first status) and views. */
async function seedAudit(db: Db, now: number) {
  const { rows: items } = (await db.execute(sql`
    select 'enquiry' as kind, id::text as id, created_at, status, owner_id as owner from leads
    union all
    select 'booking', id::text, created_at, status, owner_id from appointments`)) as unknown as {
    rows: Item[];
  };
  const entries: (typeof auditEvents.$inferInsert)[] = [];
  const after = (from: number, hours: number) => new Date(Math.min(now, from + hours * HOUR));
  for (const item of items) {
    const created = new Date(item.created_at).getTime();
    const target = { targetKind: item.kind, targetId: item.id, actorId: item.owner };
    const first = after(created, 1 + random() * 95);
    if (item.status !== "new" && item.status !== "requested") {
      entries.push({ id: randomUUID(), at: first, action: "status_changed", ...target });
      if (random() < 0.4)
        entries.push({
          id: randomUUID(),
          at: after(first.getTime(), 24 + random() * 500),
          action: "status_changed",
          ...target,
        });
    }
    for (let v = 0; v < 2; v++)
      entries.push({
        id: randomUUID(),
        at: after(created, random() * 1000),
        action: "submission_viewed",
        ...target,
      });
  }
  await insertAll(entries, (batch) => db.insert(auditEvents).values(batch));
  return entries.length;
}

/** The rows of the bench's table for the report, and whose p99 missed the bar. */
export async function benchReport(
  db: Db,
  options: {
    month: string;
    now: number;
    runs: number;
    warmup: number;
    /** EXPLAIN ANALYZE of what `run` sends, as markdown (--explain). */
    explain?: (label: string, run: () => Promise<unknown>) => Promise<string>;
  },
): Promise<{ lines: string[]; failed: string[]; audit: number; plans: string }> {
  const { month, now, runs, warmup } = options;
  const ist = (ms: number) => new Date(ms + 5.5 * HOUR).toISOString().slice(0, 10);
  // The bar is a month's; the longest period is measured for the record (a rare question).
  const requests: [string, string, boolean][] = [
    [`the seeded month (${month})`, `month=${month}`, true],
    ["this month (the page's default)", "", true],
    [
      "the longest period: 366 days (no bar)",
      `from=${ist(now - 365 * 24 * HOUR)}&to=${ist(now)}`,
      false,
    ],
  ];
  const [{ n: audit }] = (
    (await db.execute(sql`select count(*)::int as n from audit_events`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows as [{ n: number }];
  const lines: string[] = [];
  const failed: string[] = [];
  let plans = "";
  for (const [label, query, barred] of requests) {
    const { query: parsed, problems } = REPORT_TABLE.parse(new URLSearchParams(query));
    if (Object.keys(problems).length) throw new Error(`${label}: ${JSON.stringify(problems)}`);
    const range = reportRange(parsed, new Date(now));
    let report = await getReport(db, range);
    for (let i = 1; i < warmup; i++) await getReport(db, range);
    const ms: number[] = [];
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      report = await getReport(db, range);
      ms.push(performance.now() - start);
    }
    ms.sort((a, b) => a - b);
    const p99: number = percentile(ms, 99);
    if (barred && p99 >= REPORT_BAR_MS) failed.push(`report, ${label} (p99 ${fmt(p99)} ms)`);
    const items = `${report.totals.enquiries} + ${report.totals.bookings}`;
    const times = [50, 95, 99].map((p) => fmt(percentile(ms, p)));
    lines.push(
      `| ${[label, `\`${query || "-"}\``, items, ...times, fmt(ms.at(-1))].join(" | ")} |`,
    );
    process.stderr.write(`report, ${label}: p99 ${fmt(p99)} ms\n`);
    if (options.explain)
      plans += await options.explain(`report, ${label}`, () => getReport(db, range));
  }
  return { lines, failed, audit, plans };
}

// The staff inbox on a big embedded database: how long listInbox (lib/services/inbox.ts) takes to
// answer a page of each view (needs action, overdue, due today, mine, all), filtered and searched,
// when PGlite holds 50,000 enquiries and 5,000 bookings.
//   1. opens a fresh PGlite database in a temporary DATA_DIR with the app's openDatabase (which
//      runs the migrations), and inserts deterministic (seeded) rows in multi-row batches: leads
//      from both forms, every role, the six programs, every status, over the last 12 months, some
//      owned by a counsellor, a fifth with a follow-up day within two weeks either side of today;
//      bookings over every mentor domain and status.
//   2. runs each request below (filters parsed by parseInboxFilters, as the /staff page does)
//      --warmup times unmeasured, then --runs times, and prints p50/p95/p99/max per request.
//   3. removes the temporary folder.
//
//   npm run bench:inbox                               50,000 leads, 200 runs per request
//   npm run bench:inbox -- --rows=100000 --runs=50 --appointments=10000
//   npm run bench:inbox -- --explain                  also EXPLAIN ANALYZE each request's SQL
//   npm run bench:inbox -- --cold                     skip the statistics refresh the server does at
//                                                     start-up and daily after loading
//
// Then the reports page (bench/inbox-report.ts): one month of --report-rows enquiries (5,000) and
// an audit log for every item, and getReport's times for that month, this month and 366 days.
//   npm run bench:inbox -- --report-rows=0            skip the report part
//
// Writes bench/results/inbox.md and prints it; exits 1 if any request's p99 is 200 ms or more, or
// a month's report has a p99 of 300 ms or more (366 days is measured, with no bar).
import "@/lib/preflight.mjs";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { formOptions } from "@/lib/content/forms";
import { type DatabaseHandle, openDatabase, refreshStatistics } from "@/lib/db/client";
import { appointments, leads, staffUsers } from "@/lib/db/schema";
import { replyDueBy } from "@/lib/inbox/overdue";
import { parseInboxFilters } from "@/lib/inbox/filters";
import { BOOKING_STATUSES, LEAD_STATUSES } from "@/lib/inbox/statuses";
import { listInbox } from "@/lib/services/inbox";
import { REPORT_BAR_MS, benchReport, seedReportMonth } from "./inbox-report";
import { percentile, fmt } from "./lib/figures.mjs";
import { writeResult } from "./lib/server.mjs";

const USAGE = `Usage: npm run bench:inbox -- [--rows=50000] [--appointments=5000] [--runs=200]
                              [--warmup=20] [--report-rows=5000] [--explain] [--cold]
`;
const BAR_MS = 200;
const { values: args } = parseArgs({
  options: {
    rows: { type: "string", default: "50000" },
    appointments: { type: "string", default: "5000" },
    runs: { type: "string", default: "200" },
    warmup: { type: "string", default: "20" },
    "report-rows": { type: "string", default: "5000" },
    explain: { type: "boolean", default: false },
    cold: { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
  },
});
if (args.help) {
  process.stdout.write(USAGE);
  process.exit(0);
}
const ROWS = Number(args.rows);
const APPOINTMENTS = Number(args.appointments);
const RUNS = Number(args.runs);
const WARMUP = Number(args.warmup);
const REPORT_ROWS = Number(args["report-rows"]);
if (
  ![ROWS, APPOINTMENTS, RUNS, WARMUP, REPORT_ROWS].every((n) => Number.isInteger(n) && n >= 0) ||
  RUNS < 1
) {
  process.stderr.write(USAGE);
  process.exit(2);
}

/** mulberry32: the same rows on every run, so runs compare. */
let seed = 0x1c0de;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const digits = (n: number) => Array.from({ length: n }, () => Math.floor(random() * 10)).join("");
const uuid = () => {
  const h = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20)}`;
};

const FIRST = (
  "Aarav Vivaan Aditya Arjun Rohan Rahul Amit Ankit Saurabh Vikas Harsh Yash Kunal Nikhil Pranav " +
  "Priya Ananya Sneha Pooja Neha Kavya Riya Shruti Aditi Isha Nandini Sakshi Tanvi Divya Meera"
).split(" ");
const LAST = (
  "Sharma Verma Gupta Patel Singh Jain Tiwari Dubey Mishra Agrawal Yadav Khan Chouhan Patil Rao " +
  "Reddy Nair Iyer Shukla Pandey Soni Thakur Saxena Bhatt Joshi Kulkarni Mehta Shah Das Ghosh"
).split(" ");
const MAIL = ["gmail.com", "gmail.com", "gmail.com", "yahoo.com", "outlook.com", "rediffmail.com"];
const ROLES = ["student", "student", "student", "developer", "trainer", "other"];
const DAY_MS = 86_400_000;
const NOW = Date.now();

function person() {
  const [first, last] = [pick(FIRST), pick(LAST)];
  const local = pick([`${first}.${last}`, `${first}${last}`, `${first}_${last[0]}`]);
  return {
    name: `${first} ${last}`,
    email: `${local.toLowerCase()}${random() < 0.6 ? Math.floor(random() * 1000) : ""}@${pick(MAIL)}`,
    phone: `${pick(["6", "7", "8", "9"])}${digits(9)}`,
    createdAt: new Date(NOW - Math.floor(random() * 365 * DAY_MS)),
  };
}

const istDay = (ms: number) => new Date(ms + 5.5 * 3600_000).toISOString().slice(0, 10);
const staffIds = Array.from({ length: 6 }, (_, i) => `staff-${i + 1}`);
const workflow = () => ({
  ownerId: random() < 0.6 ? pick(staffIds) : null,
  followUpOn: random() < 0.2 ? istDay(NOW + Math.floor((random() - 0.5) * 30) * DAY_MS) : null,
});
const consent = (at: Date) => ({
  consentAt: at,
  noticeVersion: "2025-01",
  replyDueAt: replyDueBy(at),
});

function lead() {
  const p = person();
  const source = random() < 0.7 ? "home" : "coder_sheet";
  // Older enquiries have mostly moved on from "new".
  const fresh = 0.15 + 0.6 * (1 - (NOW - p.createdAt.getTime()) / (365 * DAY_MS));
  return {
    ...{ id: uuid(), ...p, source, role: pick(ROLES), ...consent(p.createdAt), ...workflow() },
    program: source === "home" ? pick(formOptions.programs) : null,
    query: random() < 0.5 ? "Batch timings and fees, please." : null,
    status: random() < fresh ? "new" : pick(LEAD_STATUSES),
  };
}

function booking() {
  const p = person();
  return {
    ...{ id: uuid(), ...p, ...consent(p.createdAt), ...workflow() },
    branchCourse: pick(["B.Tech CSE", "B.Tech IT", "BCA", "MCA", "B.Sc CS"]),
    studyYear: 1 + Math.floor(random() * 4),
    mentorDomain: pick(formOptions.mentorDomains).value,
    appointmentAt: new Date(p.createdAt.getTime() + (2 + Math.floor(random() * 10)) * DAY_MS),
    appointmentTime: pick(["10:00", "12:30", "16:00", "18:30"]),
    query: "Guidance on placements.",
    status: pick(BOOKING_STATUSES),
  };
}

/** Label and /staff query string of each request; the phone digits are a stored lead's. */
const requests = (phone: string): [string, string][] => [
  // The views: what a counsellor opens first, and each view alone.
  ["needs action (the opening page)", ""],
  ["overdue", "view=overdue"],
  ["due today", "view=due-today"],
  ["mine (a counsellor's)", "view=mine"],
  ["overdue + status, page 3", "view=overdue&status=new&page=3"],
  ["needs action + search name", "q=sharma"],
  // Everything, newest first, with today's filters (the list before views).
  ["all, page 1", "view=all"],
  ["all, status=new", "view=all&status=new"],
  [
    "all, status + program + 2 months",
    `view=all&status=contacted&program=Java+Programming&from=${istDay(NOW - 150 * DAY_MS)}&to=${istDay(NOW - 90 * DAY_MS)}`,
  ],
  ["all, search name (sharma)", "view=all&q=sharma"],
  ["all, search email (priya.j)", "view=all&q=priya.j"],
  ["all, search phone (6 digits)", `view=all&q=${phone.slice(2, 8)}`],
  ["all, search + status, page 3", "view=all&q=verma&status=new&page=3"],
  ["all, search, no match", "view=all&q=zzqx"],
  // Bookings.
  ["bookings, needs action", "kind=bookings"],
  ["bookings, domain", "kind=bookings&view=all&domain=dsa"],
  ["bookings, domain + status", "kind=bookings&view=all&domain=backend&status=requested"],
  [
    "bookings, sessions this month, soonest first",
    `kind=bookings&view=all&sort=session&session-from=${istDay(NOW - 15 * DAY_MS)}&session-to=${istDay(NOW + 15 * DAY_MS)}`,
  ],
];
/** "Mine" is the member's own: the bench asks as the first counsellor. */
const CONTEXT = { staffId: "staff-1" };

/** The statements one call of `run` sends (caught at the thread client), EXPLAIN ANALYZEd. */
async function explain(handle: DatabaseHandle, label: string, run: () => Promise<unknown>) {
  const client = handle.thread!.client;
  const query = client.query.bind(client);
  const sent: [string, unknown[] | undefined][] = [];
  client.query = ((text: string, params?: unknown[], options?: object) => {
    sent.push([text, params]);
    return query(text, params, options);
  }) as typeof client.query;
  await run().finally(() => (client.query = query));
  let out = "";
  for (const [text, params] of sent) {
    const plan = await query<{ "QUERY PLAN": string }>(`explain (analyze) ${text}`, params);
    const lines = plan.rows.map((r) => r["QUERY PLAN"]).join("\n");
    out += `\n### ${label}\n\n\`\`\`\n${text}\n-- ${JSON.stringify(params)}\n${lines}\n\`\`\`\n`;
  }
  return out;
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), "ch-bench-inbox-"));
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({ dataDir: dir, holder: "npm run bench:inbox" });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const { db } = handle;
  const failed: string[] = [];
  const lines: string[] = [];
  let plans = "";
  try {
    const loadStart = performance.now();
    await db
      .insert(staffUsers)
      .values(staffIds.map((id, i) => ({ id, name: pick(FIRST), email: `c${i}@coderhouse.in` })));
    let phone = "";
    for (let done = 0; done < ROWS; done += 1000) {
      const rows = Array.from({ length: Math.min(1000, ROWS - done) }, lead);
      phone ||= rows[0]!.phone;
      await db.insert(leads).values(rows);
    }
    for (let done = 0; done < APPOINTMENTS; done += 1000) {
      await db
        .insert(appointments)
        .values(Array.from({ length: Math.min(1000, APPOINTMENTS - done) }, booking));
    }
    if (!args.cold) await refreshStatistics(db);
    const loaded = `Loaded in ${fmt((performance.now() - loadStart) / 1000)} s${args.cold ? " (no statistics refresh)" : " (then statistics refreshed, as the server does at start-up and daily)"}`;
    lines.push(
      `# Staff inbox on PGlite: ${ROWS} enquiries, ${APPOINTMENTS} bookings`,
      "",
      `${loaded}; ${WARMUP} warm-up + ${RUNS} measured listInbox calls per request; bar: p99 < ${BAR_MS} ms.`,
      "",
      "| request | query string | rows | total | p50 ms | p95 ms | p99 ms | max ms |",
      "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    );
    const all: number[] = [];
    for (const [label, query] of requests(phone)) {
      const { filters, problems } = parseInboxFilters(new URLSearchParams(query));
      if (Object.keys(problems).length) throw new Error(`${label}: ${JSON.stringify(problems)}`);
      let page = await listInbox(db, filters, CONTEXT);
      for (let i = 1; i < WARMUP; i++) await listInbox(db, filters, CONTEXT);
      const ms: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const start = performance.now();
        page = await listInbox(db, filters, CONTEXT);
        ms.push(performance.now() - start);
      }
      ms.sort((a, b) => a - b);
      all.push(...ms);
      const p99: number = percentile(ms, 99);
      if (p99 >= BAR_MS) failed.push(`${label} (p99 ${fmt(p99)} ms)`);
      const times = [percentile(ms, 50), percentile(ms, 95), p99, ms.at(-1)].map((n) => fmt(n));
      const cells = [label, `\`${query || "-"}\``, page.rows.length, page.total, ...times];
      lines.push(`| ${cells.join(" | ")} |`);
      process.stderr.write(`${label}: p99 ${fmt(p99)} ms\n`);
      if (args.explain)
        plans += await explain(handle, label, () => listInbox(db, filters, CONTEXT));
    }
    all.sort((a, b) => a - b);
    const overall = [50, 95, 99].map((p) => `p${p} ${fmt(percentile(all, p))} ms`).join(", ");
    lines.push(
      "",
      `Overall: ${all.length} calls, ${overall}, max ${fmt(all.at(-1))} ms.`,
      failed.length
        ? `FAIL: p99 at or over ${BAR_MS} ms: ${failed.join("; ")}`
        : `PASS: every p99 under ${BAR_MS} ms.`,
    );
    if (REPORT_ROWS > 0) {
      const seedStart = performance.now();
      const month = await seedReportMonth(db, { rows: REPORT_ROWS, now: NOW, staffIds });
      const seeded = fmt((performance.now() - seedStart) / 1000);
      const report = await benchReport(db, {
        ...{ month, now: NOW, runs: RUNS, warmup: WARMUP },
        explain: args.explain ? (label, run) => explain(handle, label, run) : undefined,
      });
      plans += report.plans;
      failed.push(...report.failed);
      lines.push(
        "",
        `## Reports (getReport, /staff/reports): ${REPORT_ROWS} enquiries in ${month}`,
        "",
        `Seeded in ${seeded} s: the month's enquiries and ${Math.ceil(REPORT_ROWS / 10)} bookings, and ${report.audit} audit entries for all items (status changes and views); ${WARMUP} warm-up + ${RUNS} measured calls per period; bar: p99 < ${REPORT_BAR_MS} ms.`,
        "",
        "| period | query string | enquiries + bookings | p50 ms | p95 ms | p99 ms | max ms |",
        "| --- | --- | ---: | ---: | ---: | ---: | ---: |",
        ...report.lines,
        "",
        report.failed.length
          ? `FAIL: p99 at or over ${REPORT_BAR_MS} ms: ${report.failed.join("; ")}`
          : `PASS: every report's p99 under ${REPORT_BAR_MS} ms.`,
      );
    }
  } finally {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const report = `${lines.join("\n")}\n${plans}`;
  const file = writeResult("inbox.md", report);
  process.stdout.write(`${report}\n(written to ${file})\n`);
  process.exit(failed.length ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/** @jest-environment node */
// Migration 0006 works out when the first call of every enquiry and booking already stored was
// due, in SQL; it must agree with the rule new rows get (lib/inbox/overdue.ts), on both databases,
// around Sundays, Saturdays and India's midnight. A past "access" data request becomes the search
// or the download it was.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Client } from "pg";
import { replyDueBy } from "@/lib/inbox/overdue";
import { OPEN_TIMEOUT_MS, databaseTargets } from "./databases";

const MIGRATIONS = join(process.cwd(), "lib", "db", "migrations");
const JOURNAL = JSON.parse(readFileSync(join(MIGRATIONS, "meta", "_journal.json"), "utf8")) as {
  entries: { tag: string }[];
};
const statementsOf = (tag: string) =>
  readFileSync(join(MIGRATIONS, `${tag}.sql`), "utf8")
    .split("--> statement-breakpoint")
    .map((s) => s.trim())
    .filter(Boolean);
const upTo = (tag: string) =>
  JOURNAL.entries.slice(
    0,
    JOURNAL.entries.findIndex((e) => e.tag === tag),
  );

/** Instants around the week's edges, in India's time (+05:30). */
const INSTANTS = [
  "2026-11-21T09:00:00+05:30", // Saturday morning → due Monday (Sunday skipped)
  "2026-11-21T23:59:00+05:30", // Saturday night
  "2026-11-22T00:00:00+05:30", // Sunday's first minute → counts from Monday 10:00
  "2026-11-22T18:30:00+05:30", // Sunday evening
  "2026-11-23T00:10:00+05:30", // Monday just after midnight
  "2026-11-23T05:29:00+05:30", // Monday, still Sunday in UTC
  "2026-11-27T16:45:12+05:30", // Friday afternoon
  "2026-11-28T20:00:00+05:30", // Saturday evening
  "2027-01-03T11:00:00+05:30", // a Sunday across a new year
].map((s) => new Date(s));

type Sql = { run: (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]> };

async function open(target: { url?: string }): Promise<Sql & { close: () => Promise<void> }> {
  if (target.url) {
    const client = new Client({ connectionString: target.url });
    await client.connect();
    return {
      run: async (text, params) => (await client.query(text, params)).rows,
      close: () => client.end(),
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const db = await PGlite.create({ extensions: { pg_trgm } });
  return {
    run: async (text, params) => (await db.query<Record<string, unknown>>(text, params)).rows,
    close: () => db.close(),
  };
}

describe.each(databaseTargets("migration 0006"))("%s", (_name, target) => {
  let sql: Sql & { close: () => Promise<void> };

  beforeAll(async () => {
    sql = await open(await target.create());
    for (const { tag } of upTo("0006_inbox_work")) {
      for (const statement of statementsOf(tag)) await sql.run(statement);
    }
    for (const [i, at] of INSTANTS.entries()) {
      const id = `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`;
      await sql.run(
        `insert into leads (id, created_at, source, role, name, email, phone, consent_at, notice_version)
         values ($1, $2, 'home', 'student', 'A', 'a@gmail.com', '9876543210', $2, 'v')`,
        [id, at.toISOString()],
      );
      await sql.run(
        `insert into appointments (id, created_at, name, email, phone, branch_course, study_year,
           mentor_domain, appointment_at, appointment_time, query, consent_at, notice_version)
         values ($1, $2, 'A', 'a@gmail.com', '9876543210', 'BTech', 2, 'dsa', $2, '10:00',
           'a question', $2, 'v')`,
        [id, at.toISOString()],
      );
    }
    const staff = `insert into staff_users (id, name, email) values ('s1', 'S', 's@x.in')`;
    await sql.run(staff);
    for (const [id, how] of [
      ["10000000-0000-4000-8000-000000000001", "data_request_viewed"],
      ["10000000-0000-4000-8000-000000000002", "data_request_downloaded"],
    ]) {
      await sql.run(
        `insert into data_requests (id, kind, handled_by, counts) values ($1, 'access', 's1', '{}')`,
        [id],
      );
      await sql.run(
        `insert into audit_events (id, action, actor_id, target_kind, target_id)
         values (gen_random_uuid(), $2, 's1', 'data_request', $1)`,
        [id, how],
      );
    }
    for (const statement of statementsOf("0006_inbox_work")) await sql.run(statement);
  }, OPEN_TIMEOUT_MS);

  afterAll(async () => {
    await sql?.close();
    await target.dispose();
  });

  test.each(["leads", "appointments"])("every %s row is due when new rows would be", async (t) => {
    const rows = await sql.run(`select created_at, reply_due_at from ${t} order by id`);
    expect(rows.map((r) => new Date(r.reply_due_at as string).toISOString())).toEqual(
      rows.map((r) => replyDueBy(new Date(r.created_at as string)).toISOString()),
    );
    expect(rows).toHaveLength(INSTANTS.length);
  });

  test("a past access request is now the search or the download it was", async () => {
    const rows = await sql.run(`select kind from data_requests order by id`);
    expect(rows.map((r) => r.kind)).toEqual(["search", "download"]);
  });
});

// The tables behind the forms. Column names are the API's field names (snake_case). Each
// submission also carries where the staff inbox has got with it: its status, the counsellor who
// owns it and when to follow up.
import { sql } from "drizzle-orm";
import {
  type ExtraConfigColumn,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { BOOKING_STATUSES, LEAD_STATUSES, sqlList } from "../../inbox/statuses";
import { HEARD_FROM } from "../../visit-source";
import { staffUsers } from "./staff";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const consent = () => ({
  consentAt: timestamp("consent_at", { withTimezone: true }).notNull(),
  noticeVersion: text("notice_version").notNull(),
  /** The language the form and its notice were shown in (rows from before Hindi: English). */
  noticeLanguage: text("notice_language").notNull().default("en"),
});
/**
 * When a counsellor last called or emailed the person (set by the staff inbox). The retention job
 * keeps a row for the policy's period after this or after the submission's own date, whichever
 * is later (lib/services/retention.ts).
 */
const lastContactAt = () => timestamp("last_contact_at", { withTimezone: true });
/**
 * The staff member working the submission, when to call again (a day in India), and when the
 * first call is due (one working day after it arrived: lib/inbox/overdue.ts), kept with the row
 * so the inbox can sort and count what is overdue in SQL.
 */
const workflow = () => ({
  ownerId: text("owner_id").references(() => staffUsers.id, { onDelete: "set null" }),
  followUpOn: date("follow_up_on"),
  replyDueAt: timestamp("reply_due_at", { withTimezone: true }).notNull(),
});

/**
 * Where the visit that sent the form came from (lib/visit-source.ts): its first page load and the
 * latest one with campaign tags or from another site. Plain nullable text columns rather than one
 * JSON value, so a report by source is a plain GROUP BY
 * (coalesce(first_utm_source, first_referrer, heard_from, 'direct')) that an index can serve later.
 */
const visitSource = () => ({
  firstUtmSource: text("first_utm_source"),
  firstUtmMedium: text("first_utm_medium"),
  firstUtmCampaign: text("first_utm_campaign"),
  firstReferrer: text("first_referrer"),
  firstLanding: text("first_landing"),
  latestUtmSource: text("latest_utm_source"),
  latestUtmMedium: text("latest_utm_medium"),
  latestUtmCampaign: text("latest_utm_campaign"),
  latestReferrer: text("latest_referrer"),
  latestLanding: text("latest_landing"),
});

/**
 * The staff inbox searches name, email and phone for any part of them (ILIKE '%…%'): trigram
 * indexes (the pg_trgm extension, loaded into PGlite by lib/db/pglite-worker.mjs) answer that
 * without reading every row.
 */
const searchIndexes = (table: string, t: Record<"name" | "email" | "phone", ExtraConfigColumn>) =>
  (["name", "email", "phone"] as const).map((column) =>
    index(`${table}_${column}_trgm_idx`).using("gin", t[column].op("gin_trgm_ops")),
  );

/** Enquiries from the home form (source 'home') and the coder-sheet gate ('coder_sheet'). */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey(),
    createdAt: createdAt(),
    source: text("source").notNull(),
    role: text("role").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    linkedinUrl: text("linkedin_url"),
    program: text("program"),
    expertise: text("expertise"),
    query: text("query"),
    ...consent(),
    lastContactAt: lastContactAt(),
    status: text("status").notNull().default("new"),
    ...workflow(),
    ...visitSource(),
    /** The home form's "How did you hear about us?" (lib/visit-source.ts, HEARD_FROM). */
    heardFrom: text("heard_from"),
  },
  (t) => [
    index("leads_created_at_idx").on(t.createdAt),
    index("leads_status_created_at_idx").on(t.status, t.createdAt),
    index("leads_reply_due_at_idx").on(t.replyDueAt),
    index("leads_follow_up_on_idx").on(t.followUpOn),
    ...searchIndexes("leads", t),
    check("leads_source_check", sql`${t.source} in ('home', 'coder_sheet')`),
    check("leads_notice_language_check", sql`${t.noticeLanguage} in ('en', 'hi')`),
    check("leads_role_check", sql`${t.role} in ('student', 'developer', 'trainer', 'other')`),
    check("leads_status_check", sql.raw(`status in (${sqlList(LEAD_STATUSES)})`)),
    check("leads_heard_from_check", sql.raw(`heard_from in (${sqlList(HEARD_FROM)})`)),
  ],
);

/** Mentorship session requests. */
export const appointments = pgTable(
  "appointments",
  {
    id: uuid("id").primaryKey(),
    createdAt: createdAt(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    branchCourse: text("branch_course").notNull(),
    studyYear: smallint("study_year").notNull(),
    mentorDomain: text("mentor_domain").notNull(),
    /** The chosen instant; appointment_time keeps the wall-clock time the student picked. */
    appointmentAt: timestamp("appointment_at", { withTimezone: true }).notNull(),
    appointmentTime: text("appointment_time").notNull(),
    query: text("query").notNull(),
    ...consent(),
    lastContactAt: lastContactAt(),
    status: text("status").notNull().default("requested"),
    ...workflow(),
    ...visitSource(),
  },
  (t) => [
    index("appointments_created_at_idx").on(t.createdAt),
    index("appointments_status_created_at_idx").on(t.status, t.createdAt),
    index("appointments_reply_due_at_idx").on(t.replyDueAt),
    index("appointments_follow_up_on_idx").on(t.followUpOn),
    index("appointments_appointment_at_idx").on(t.appointmentAt),
    ...searchIndexes("appointments", t),
    check("appointments_notice_language_check", sql`${t.noticeLanguage} in ('en', 'hi')`),
    check("appointments_study_year_check", sql`${t.studyYear} between 1 and 4`),
    check("appointments_status_check", sql.raw(`status in (${sqlList(BOOKING_STATUSES)})`)),
  ],
);

/** The first answer to each Idempotency-Key, replayed when a client retries. */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    scope: text("scope").notNull(),
    key: uuid("key").notNull(),
    requestHash: text("request_hash").notNull(),
    status: integer("status").notNull(),
    response: jsonb("response").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index("idempotency_keys_created_at_idx").on(t.createdAt),
  ],
);

/** Webhook deliveries waiting to go out: written in the same transaction as the submission. */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey(),
    event: text("event").notNull(),
    payload: jsonb("payload").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [
    index("outbox_pending_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.deliveredAt} is null`),
  ],
);

/**
 * When each scheduled job last ran, whichever instance ran it: several instances sharing one
 * database run a daily job once a day between them, not once each.
 */
export const jobRuns = pgTable("job_runs", {
  name: text("name").primaryKey(),
  lastRunAt: timestamp("last_run_at", { withTimezone: true }).notNull(),
});

/**
 * Submissions a form's limits refused, per limit ("address", "person") and minute, for the admins'
 * notice in the inbox (lib/services/limit-trips.ts). Counts only: nobody's address or details.
 */
export const limitTrips = pgTable(
  "limit_trips",
  {
    limit: text("limit").notNull(),
    minute: timestamp("minute", { withTimezone: true }).notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.limit, t.minute] })],
);

export type LeadRow = typeof leads.$inferSelect;
export type AppointmentRow = typeof appointments.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;

// Who gets a new enquiry or booking (lib/services/assignment.ts): the members on duty and whose
// turn is next, the counsellor an admin named for a program's enquiries, and whether automatic
// assignment is on at all. Removing a staff member removes their rows here.
import { sql } from "drizzle-orm";
import { bigint, boolean, check, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { staffUsers } from "./staff";

const staffId = () =>
  text("staff_id")
    .notNull()
    .references(() => staffUsers.id, { onDelete: "cascade" });

/**
 * A member's duty: on duty, they take their turn of new submissions. `last_turn` is the number of
 * the last assignment they got (a counter shared by everyone, counted under the assignment lock):
 * the member on duty with the lowest, or none yet, is next. No row: off duty, never given one.
 */
export const staffDuties = pgTable("staff_duties", {
  staffId: staffId().primaryKey(),
  onDuty: boolean("on_duty").notNull().default(false),
  lastTurn: bigint("last_turn", { mode: "number" }),
});

/** The counsellor (or admin) who takes every enquiry about a program while on duty. */
export const programCounsellors = pgTable("program_counsellors", {
  /** A program of the home form (lib/content/forms.ts), as the enquiry stores it. */
  program: text("program").primaryKey(),
  staffId: staffId(),
});

/** The one row of assignment settings (id 1); without it, automatic assignment is on. */
export const assignmentSettings = pgTable(
  "assignment_settings",
  {
    id: smallint("id").primaryKey().default(1),
    automatic: boolean("automatic").notNull().default(true),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("assignment_settings_one_row", sql`${t.id} = 1`)],
);

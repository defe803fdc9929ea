// Alerts to staff about new enquiries and bookings (lib/services/alerts/): what an alert shows,
// which an admin chooses for everyone, and which alerts each member wants. Removing a staff member
// removes their row here.
import { sql } from "drizzle-orm";
import { boolean, check, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { sqlList } from "../../inbox/statuses";
import { ALERT_DETAILS } from "../../validations/alerts";
import { staffUsers } from "./staff";

/** The one row of alert settings (id 1); without it, alerts show the first name only. */
export const alertSettings = pgTable(
  "alert_settings",
  {
    id: smallint("id").primaryKey().default(1),
    /** How much of the person an alert names (lib/validations/alerts.ts). */
    detail: text("detail").notNull().default("first_name"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("alert_settings_one_row", sql`${t.id} = 1`),
    check("alert_settings_detail_check", sql.raw(`detail in (${sqlList(ALERT_DETAILS)})`)),
  ],
);

/** Which alerts a member gets by email. No row: all, the defaults. */
export const staffAlertChoices = pgTable("staff_alert_choices", {
  staffId: text("staff_id")
    .primaryKey()
    .references(() => staffUsers.id, { onDelete: "cascade" }),
  /** New enquiries and bookings given to them. */
  assigned: boolean("assigned").notNull().default(true),
  /** New ones nobody owns, while they are on duty. */
  unowned: boolean("unowned").notNull().default(true),
  /** The 9:00 email of each working day: their follow-ups due (lib/services/alerts/digest.ts). */
  digest: boolean("digest").notNull().default(true),
});

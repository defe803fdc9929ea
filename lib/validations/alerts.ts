// The staff forms about alerts of new enquiries and bookings: how much of the person an alert
// names (an admin, on the team page) and which alerts a member gets (their account page).
// Isomorphic: the pages, the handlers and the table's check read it.
import { z } from "zod";

/** From least to most: never the person's name; their first name (the default); everything. */
export const ALERT_DETAILS = ["no_name", "first_name", "contact"] as const;
export type AlertDetail = (typeof ALERT_DETAILS)[number];
export const DEFAULT_ALERT_DETAIL: AlertDetail = "first_name";

/** What each choice puts in an alert, as the team page offers it. */
export const ALERT_DETAIL_LABELS: Record<AlertDetail, string> = {
  no_name: "No name: the program, the form and the link",
  first_name: "First name, the program, the form and the link",
  contact: "Full name, phone and email as well",
};

export const ALERT_DETAIL_MESSAGE = "Choose what an alert shows";

/** POST /api/staff/alerts: what an admin changes about every alert. */
export const alertDetailSchema = z.object({
  detail: z.enum(ALERT_DETAILS, { error: ALERT_DETAIL_MESSAGE }),
});

/** POST /api/staff/account/alerts: the alerts a member gets by email (checkboxes). */
export const alertChoicesSchema = z.object({
  assigned: z.boolean({ error: "Choose whether to get this alert" }),
  unowned: z.boolean({ error: "Choose whether to get this alert" }),
  /** The 9:00 email of each working day: their follow-ups due today and overdue. */
  digest: z.boolean({ error: "Choose whether to get this email" }),
});
export type AlertChoices = z.infer<typeof alertChoicesSchema>;

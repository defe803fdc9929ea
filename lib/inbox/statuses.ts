// Where each enquiry and booking stands, and the steps a counsellor may take from each status.
// Isomorphic: the tables' checks, the handlers and the pages all read this.

export const LEAD_STATUSES = [
  "new",
  "contacted",
  "interested",
  "enrolled",
  "not_interested",
  "unreachable",
] as const;
export const BOOKING_STATUSES = [
  "requested",
  "confirmed",
  "done",
  "rescheduled",
  "cancelled",
] as const;

export type LeadStatus = (typeof LEAD_STATUSES)[number];
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export type SubmissionKind = "enquiry" | "booking";

/** What staff read for each status. */
export const STATUS_LABELS: Record<LeadStatus | BookingStatus, string> = {
  new: "New",
  contacted: "Contacted",
  interested: "Interested",
  enrolled: "Enrolled",
  not_interested: "Not interested",
  unreachable: "Unreachable",
  requested: "Requested",
  confirmed: "Confirmed",
  done: "Done",
  rescheduled: "Rescheduled",
  cancelled: "Cancelled",
};

/** What staff read for a status (the stored value itself for one this list does not know). */
export const statusLabel = (status: string): string =>
  STATUS_LABELS[status as keyof typeof STATUS_LABELS] ?? status;

/**
 * The steps allowed from each status. An enquiry goes new → contacted → interested → enrolled,
 * or ends as not interested or unreachable; a person first unreachable can be reached later, and
 * one not interested can come back. A booking goes requested → confirmed → done, or is
 * rescheduled (then confirmed again) or cancelled.
 */
export const LEAD_STEPS: Record<LeadStatus, readonly LeadStatus[]> = {
  new: ["contacted", "not_interested", "unreachable"],
  contacted: ["interested", "not_interested", "unreachable"],
  interested: ["enrolled", "not_interested", "unreachable"],
  enrolled: [],
  not_interested: ["contacted"],
  unreachable: ["contacted", "not_interested"],
};
export const BOOKING_STEPS: Record<BookingStatus, readonly BookingStatus[]> = {
  requested: ["confirmed", "rescheduled", "cancelled"],
  confirmed: ["done", "rescheduled", "cancelled"],
  rescheduled: ["confirmed", "cancelled"],
  done: [],
  cancelled: [],
};

export function canMove(kind: SubmissionKind, from: string, to: string): boolean {
  const steps: Record<string, readonly string[]> = kind === "enquiry" ? LEAD_STEPS : BOOKING_STEPS;
  return steps[from]?.includes(to) ?? false;
}

/** A status that means someone spoke to the person (sets last_contact_at). */
export const CONTACT_STATUSES: readonly string[] = [
  "contacted",
  "interested",
  "enrolled",
  "not_interested",
  "confirmed",
  "done",
  "rescheduled",
];

/** SQL's list of a kind's statuses, for the tables' checks. */
export const sqlList = (values: readonly string[]) => values.map((v) => `'${v}'`).join(", ");

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
 * The steps allowed from each status. An enquiry goes new → contacted → interested → enrolled
 * (a first call that finds the person keen goes from new to interested at once), or ends as not
 * interested or unreachable; a person first unreachable can be reached later, and one not
 * interested can come back. A booking goes requested → confirmed → done, or is rescheduled (then
 * confirmed again) or cancelled.
 */
export const LEAD_STEPS: Record<LeadStatus, readonly LeadStatus[]> = {
  new: ["contacted", "interested", "not_interested", "unreachable"],
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

/**
 * A closed submission (no step leads on) an admin may open again, and to which statuses: so a
 * mis-tap on Enrolled, Done or Cancelled is not permanent. Counsellors cannot.
 */
export const LEAD_REOPEN: Partial<Record<LeadStatus, readonly LeadStatus[]>> = {
  enrolled: ["interested"],
};
export const BOOKING_REOPEN: Partial<Record<BookingStatus, readonly BookingStatus[]>> = {
  done: ["confirmed"],
  cancelled: ["requested", "confirmed"],
};

/** The main road of each kind, to name the statuses a step jumps over. */
const MAIN_ROAD: Record<SubmissionKind, readonly string[]> = {
  enquiry: ["new", "contacted", "interested", "enrolled"],
  booking: ["requested", "confirmed", "done"],
};

const STEPS: Record<SubmissionKind, Partial<Record<string, readonly string[]>>> = {
  enquiry: LEAD_STEPS,
  booking: BOOKING_STEPS,
};
const REOPEN: Record<SubmissionKind, Partial<Record<string, readonly string[]>>> = {
  enquiry: LEAD_REOPEN,
  booking: BOOKING_REOPEN,
};

/** The ordinary next statuses from `from`. */
export const stepsFrom = (kind: SubmissionKind, from: string): readonly string[] =>
  STEPS[kind][from] ?? [];

/** The statuses an admin may reopen `from` to (none when it is not closed). */
export const reopenFrom = (kind: SubmissionKind, from: string): readonly string[] =>
  REOPEN[kind][from] ?? [];

export const canMove = (kind: SubmissionKind, from: string, to: string): boolean =>
  stepsFrom(kind, from).includes(to);

export const canReopen = (kind: SubmissionKind, from: string, to: string): boolean =>
  reopenFrom(kind, from).includes(to);

/** The main-road statuses a step goes past: new → interested skips ["contacted"]. */
export function skippedSteps(kind: SubmissionKind, from: string, to: string): string[] {
  const road = MAIN_ROAD[kind];
  const [a, b] = [road.indexOf(from), road.indexOf(to)];
  return a >= 0 && b > a + 1 ? road.slice(a + 1, b) : [];
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

/**
 * Where a reply sent from the item's page (WhatsApp, email) moves it, when its status has that step:
 * an enquiry to Contacted; a booking, which has no such status, to Confirmed. Null otherwise.
 */
export function contactStepFrom(kind: SubmissionKind, from: string): string | null {
  const to = kind === "enquiry" ? "contacted" : "confirmed";
  return canMove(kind, from, to) ? to : null;
}

/** SQL's list of a kind's statuses, for the tables' checks. */
export const sqlList = (values: readonly string[]) => values.map((v) => `'${v}'`).join(", ");

// How staff pages word a data request's numbers: "1 enquiry, 2 staff notes, 3 webhook events".
// Isomorphic: the desk, the past-requests list and the audit log read it.

const NOUNS: Record<string, [string, string]> = {
  leads: ["enquiry", "enquiries"],
  appointments: ["booking", "bookings"],
  submission_notes: ["staff note", "staff notes"],
  outbox: ["webhook event", "webhook events"],
  idempotency_keys: ["duplicate-submission record", "duplicate-submission records"],
};

/** "3 enquiries", "1 booking". */
export const countOf = (n: number, [one, many]: [string, string]) => `${n} ${n === 1 ? one : many}`;

/** The tables with rows, in words ("nothing" when none); keys it does not know are left out. */
export function countsText(counts: Record<string, number | undefined>): string {
  const parts = Object.entries(NOUNS)
    .filter(([key]) => (counts[key] ?? 0) > 0)
    .map(([key, noun]) => countOf(counts[key]!, noun));
  return parts.length > 0 ? parts.join(", ") : "nothing";
}

/** Said after the counts when a staff member ticked records matching only part of the details. */
export function partlyText(counts: { partly_matched?: number }): string {
  const n = counts.partly_matched ?? 0;
  return n > 0 ? `${countOf(n, ["record", "records"])} matching only in part` : "";
}

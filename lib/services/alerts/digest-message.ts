// The words of the 9:00 email (./digest.ts): a member's follow-ups due today and overdue and, for
// an admin, what nobody has touched two working days after it came. Each line names the person by
// first name at most (none when the admins chose no names for alerts), the form, the program and
// the day it is due, with a link to the item; never a phone or an email. In English, as the staff
// area is.
import { format, parseISO } from "date-fns";
import type { InboxKind } from "@/lib/inbox/filters";
import type { Urgency } from "@/lib/inbox/overdue";
import type { AlertDetail } from "@/lib/validations/alerts";
import { type AlertMessage, firstName, itemLink } from "./message";

/** Items listed per kind and section; the email links to the inbox for the rest. */
export const DIGEST_LIST_MAX = 50;

export type DigestItem = {
  kind: InboxKind;
  id: string;
  name: string;
  /** The form it came from, as staff call it. */
  form: string;
  /** The program (an enquiry's) or mentor domain (a booking's), if any. */
  program: string | null;
  /** The day its next step is due (the first call's or the follow-up's), if any. */
  dueDay: string | null;
  urgency: Urgency | null;
  /** The day it came, in India. */
  arrived: string;
  /** Its owner's name, or null while nobody owns it. */
  owner: string | null;
};

export type DigestContent = {
  /** The working day it is for (YYYY-MM-DD, India). */
  day: string;
  /** The reader's own items overdue or due today. */
  own: DigestItem[];
  /** For an admin: what is untouched two working days on; empty for anyone else. */
  untouched: DigestItem[];
};

const NOUNS = { enquiries: "Enquiry", bookings: "Booking" } as const;
const shortDay = (day: string) => format(parseISO(day), "EEE d MMM");

function line(item: DigestItem, detail: AlertDetail, siteUrl: string, when: string): string[] {
  const who = detail === "no_name" ? null : firstName(item.name);
  const parts = [who, NOUNS[item.kind], item.form, item.program, when].filter(Boolean);
  return [`- ${parts.join(" · ")}`, `  ${itemLink(siteUrl, item)}`];
}

function dueText(item: DigestItem, day: string): string {
  if (!item.dueDay) return "";
  if (item.urgency === "overdue") return `due ${shortDay(item.dueDay)}, overdue`;
  return item.dueDay === day ? "due today" : `due ${shortDay(item.dueDay)}`;
}

function more(items: DigestItem[], siteUrl: string): string[] {
  const full = ["enquiries", "bookings"].some(
    (kind) => items.filter((i) => i.kind === kind).length >= DIGEST_LIST_MAX,
  );
  return full
    ? [`Only the first ${DIGEST_LIST_MAX} of each kind are listed: ${siteUrl}/staff`]
    : [];
}

/** The email, or null when there is nothing to tell. */
export function composeDigest(
  content: DigestContent,
  options: { detail: AlertDetail; siteUrl: string },
): AlertMessage | null {
  const { day, own, untouched } = content;
  if (own.length === 0 && untouched.length === 0) return null;
  const { detail, siteUrl } = options;
  const counts = [
    own.length > 0 ? `${own.length} due` : null,
    untouched.length > 0 ? `${untouched.length} untouched` : null,
  ];
  const subject = `Follow-ups for ${shortDay(day)}: ${counts.filter(Boolean).join(", ")}`;
  const lines = [`Good morning. What needs action on ${format(parseISO(day), "EEEE d MMMM")}:`];
  if (own.length > 0) {
    lines.push("", `Yours, due today and overdue (${own.length}):`);
    for (const item of own) lines.push(...line(item, detail, siteUrl, dueText(item, day)));
    lines.push(...more(own, siteUrl));
  }
  if (untouched.length > 0) {
    lines.push(
      "",
      `Untouched two working days after they came: nobody has called yet (${untouched.length}):`,
    );
    for (const item of untouched) {
      const when = `came ${shortDay(item.arrived)}, ${item.owner ? `owner ${item.owner}` : "nobody owns it"}`;
      lines.push(...line(item, detail, siteUrl, when));
    }
    lines.push(...more(untouched, siteUrl));
  }
  lines.push(
    "",
    `The inbox, what needs action first: ${siteUrl}/staff`,
    `Choose which emails you get on your account page: ${siteUrl}/staff/account`,
  );
  return { subject, text: lines.join("\n") };
}

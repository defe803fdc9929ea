// The words of an alert of a new enquiry or booking, by email and on Telegram: how much of the
// person it names is the admins' setting (by default the first name only, never a phone or an
// email), then the program, the form and a link to the item in the staff inbox. The staff area is
// in English, so its alerts are too.
import type { AlertDetail } from "@/lib/validations/alerts";
import type { AlertItem, AlertReason } from "./recipients";

export type AlertMessage = { subject: string; text: string };

const NOUNS = { enquiries: "enquiry", bookings: "booking" } as const;

/** The first word of a name ("Asha" of "Asha Verma"). */
export const firstName = (name: string): string => name.trim().split(/\s+/)[0] ?? "";

/** Where the item opens in the staff area, as a full address on the site's public URL. */
export const itemLink = (siteUrl: string, item: Pick<AlertItem, "kind" | "id">): string =>
  `${siteUrl}/staff/${item.kind}/${item.id}`;

const REASONS: Record<AlertReason | "group", string> = {
  owner: "It has been assigned to you.",
  on_duty: "Nobody owns it yet, and you are on duty: please take it or pass it on.",
  group: "",
};

/**
 * The alert. `reason` says why the reader gets it: theirs, unowned while they are on duty, or a
 * post to the staff group (which says whether anyone owns it).
 */
export function composeAlert(
  item: AlertItem,
  options: { detail: AlertDetail; siteUrl: string; reason: AlertReason | "group" },
): AlertMessage {
  const noun = NOUNS[item.kind];
  const who =
    options.detail === "no_name"
      ? null
      : options.detail === "first_name"
        ? firstName(item.name)
        : item.name.trim();
  const subject = [`New ${noun}`, who, item.program].filter(Boolean).join(" · ");
  const lines = [
    `A new ${noun} has come in.`,
    options.reason === "group"
      ? item.ownerId
        ? "It has been assigned automatically."
        : "Nobody owns it yet."
      : REASONS[options.reason],
    "",
    ...(who ? [`Name: ${who}`] : []),
    ...(options.detail === "contact" ? [`Phone: ${item.phone}`, `Email: ${item.email}`] : []),
    ...(item.program
      ? [`${item.kind === "bookings" ? "Mentor domain" : "Program"}: ${item.program}`]
      : []),
    `Form: ${item.form}`,
    "",
    `Open it: ${itemLink(options.siteUrl, item)}`,
  ];
  if (options.reason !== "group") {
    lines.push(
      "",
      `Choose which alerts you get on your account page: ${options.siteUrl}/staff/account`,
    );
  }
  return { subject, text: lines.join("\n") };
}

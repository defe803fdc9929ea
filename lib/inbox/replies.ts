// The one-tap replies of a submission's page: the admins' templates (lib/content-store/replies.ts)
// in the language the person used on the site, filled from the submission, the staff member and the
// institute's facts, as a wa.me link to the person's number and a mailto: link to their address.
// A line naming a placeholder with no value (a fact left empty) is left out, never guessed. Every
// text is bounded and URL-encoded. Isomorphic and pure.
import { addressLine, type Facts } from "@/lib/content-store/facts";
import {
  PLACEHOLDER,
  REPLY_LIMITS,
  type ReplyForm,
  type ReplyPlaceholder,
  type ReplyTemplates,
} from "@/lib/content-store/replies";
import { plainIn } from "@/lib/content-store/text";
import { formOptions } from "@/lib/content/forms";
import type { Locale } from "@/lib/i18n/locales";
import { slotText, whatsAppLink } from "./greeting";

export type ReplyValues = Record<ReplyPlaceholder, string>;

/** What the reply is about: an enquiry's program (if any), or a booking's session and subject. */
export type ReplySubject = { program: string | null } | { slot: Date; domain: string };

/** Said for {program} when an enquiry named none. */
const ANY_PROGRAM: Record<Locale, string> = { en: "our coding programs", hi: "कोडिंग कोर्स" };

const firstWord = (full: string) => full.trim().split(/\s+/)[0] ?? "";

/** Every placeholder's value for one person, in their language ("" where there is none). */
export function replyValues(
  language: Locale,
  input: { name: string; staffName: string; subject: ReplySubject; facts: Facts | null },
): ReplyValues {
  const { subject, facts } = input;
  const domain =
    "slot" in subject ? formOptions.mentorDomains.find((d) => d.value === subject.domain) : null;
  return {
    first_name: firstWord(input.name),
    program:
      "slot" in subject
        ? domain
          ? plainIn(domain.label, language)
          : subject.domain
        : (subject.program ?? ANY_PROGRAM[language]),
    session: "slot" in subject ? slotText(subject.slot, language) : "",
    counsellor: firstWord(input.staffName),
    institute_phone: facts?.phone.trim() ?? "",
    institute_email: facts?.email.trim() ?? "",
    institute_address: facts ? addressLine(facts, language).trim() : "",
  };
}

/**
 * The template with its placeholders filled. A line naming one with no value is left out, and
 * the blank lines that leaves are closed up; an unknown name (never saved: the schema refuses it)
 * counts as one with no value.
 */
export function fillTemplate(template: string, values: Partial<ReplyValues>): string {
  const valueOf = (name: string) => values[name as ReplyPlaceholder] ?? "";
  return template
    .split(/\r?\n/)
    .filter((line) => [...line.matchAll(PLACEHOLDER)].every((m) => valueOf(m[1]!) !== ""))
    .map((line) => line.replace(PLACEHOLDER, (_, name: string) => valueOf(name)))
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** At most `max` characters, cut between letters (a Hindi syllable stays whole), ending with "…". */
export function bounded(text: string, max: number): string {
  const letters = [...new Intl.Segmenter("hi", { granularity: "grapheme" }).segment(text)];
  if (letters.length <= max) return text;
  return `${letters
    .slice(0, max - 1)
    .map((s) => s.segment)
    .join("")
    .trimEnd()}…`;
}

/** A mailto: link with subject and body, line breaks as CRLF as RFC 6068 asks. */
export function mailtoLink(email: string, subject: string, body: string): string {
  const to = email.trim().split("@").map(encodeURIComponent).join("@");
  const line = bounded(subject.replace(/\s*\r?\n\s*/g, " "), REPLY_LIMITS.subject);
  const text = bounded(body, REPLY_LIMITS.body).replace(/\r?\n/g, "\r\n");
  return `mailto:${to}?subject=${encodeURIComponent(line)}&body=${encodeURIComponent(text)}`;
}

export type ReplyLinks = { whatsapp: string; email: string };

/** The WhatsApp and email replies to one person, from the templates of their form and language. */
export function replyLinks(
  templates: ReplyTemplates,
  form: ReplyForm,
  language: Locale,
  values: ReplyValues,
  to: { phone: string; email: string },
): ReplyLinks {
  const set = templates[form];
  const fill = (text: { en: string; hi: string }) => fillTemplate(plainIn(text, language), values);
  return {
    whatsapp: whatsAppLink(to.phone, bounded(fill(set.whatsapp), REPLY_LIMITS.whatsapp)),
    email: mailtoLink(to.email, fill(set.subject), fill(set.body)),
  };
}

/** What a reply offers to record once sent: a status step through the item's own API. */
export type ContactStep = {
  /** The submission's API (the work form's). */
  api: string;
  /** The status the page shows, and the one a reply moves it to. */
  from: string;
  to: string;
  /** What the button says: "Mark as contacted". */
  label: string;
};

// Every field a person gave on one submission, labelled for staff (the empty ones left out), with
// when and how consent was given. Their own words go through PersonText (Hindi marked as such).
import { formOptions } from "@/lib/content/forms";
import type { InboxItem } from "@/lib/services/inbox-item";
import { ItemSource } from "./item-source";
import { PersonText } from "./person-text";
import { formatIst } from "./ui";

const LABELS: Record<string, string> = {
  source: "Form",
  role: "Role",
  name: "Name",
  email: "Email",
  phone: "Phone",
  linkedin_url: "LinkedIn",
  program: "Program",
  expertise: "Expertise",
  query: "Query",
  branch_course: "Branch / course",
  study_year: "Year of study",
  mentor_domain: "Mentor domain",
  appointment_at: "Session",
  created_at: "Received",
};
const SKIP = new Set(["id", "consent_at", "notice_version", "notice_language", "appointment_time"]);
/** Shown together under "Source" (item-source.tsx). */
const SOURCE_KEY =
  /^(first|latest)_(utm_source|utm_medium|utm_campaign|referrer|landing)$|^heard_from$/;
/** What the person typed in their own words, perhaps in Hindi. */
const THEIR_WORDS = new Set(["name", "role", "expertise", "query", "branch_course"]);

/** The language a notice was shown in, as staff read it. */
const LANGUAGE_NAMES: Record<string, string> = { en: "English", hi: "Hindi" };

function shown(key: string, value: unknown) {
  if (key === "created_at" || key === "appointment_at") return formatIst(String(value));
  if (key === "source") return value === "coder_sheet" ? "Coder sheet" : "Home page form";
  if (key === "mentor_domain")
    return formOptions.mentorDomains.find((d) => d.value === value)?.label.en ?? String(value);
  return THEIR_WORDS.has(key) ? <PersonText text={String(value)} /> : String(value);
}

export function ItemFields({ item }: { item: InboxItem }) {
  const record = item.record as Record<string, unknown>;
  const given = Object.keys(record).filter(
    (key) =>
      !SKIP.has(key) &&
      !SOURCE_KEY.test(key) &&
      record[key] !== null &&
      record[key] !== undefined &&
      record[key] !== "",
  );
  return (
    <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[12rem_1fr]">
      {given.map((key) => (
        <div key={key} className="contents">
          <dt className="text-sm font-semibold text-muted">{LABELS[key] ?? key}</dt>
          <dd className="break-words">{shown(key, record[key])}</dd>
        </div>
      ))}
      <ItemSource record={record} />
      <dt className="text-sm font-semibold text-muted">Consent</dt>
      <dd>
        Ticked on the form on {formatIst(String(record.consent_at))}, with the notice of{" "}
        {String(record.notice_version)} shown in{" "}
        {LANGUAGE_NAMES[String(record.notice_language)] ?? "English"}
      </dd>
    </dl>
  );
}

// How the staff inbox words where an enquiry or booking came from (lib/visit-source.ts): the
// "How did you hear about us?" answer in the form's own English words, and one line per visit
// source: "instagram / social · diwali (campaign) · from instagram.com · landed on /programs".
import enForm from "@/messages/en/form.json";

const HEARD_FROM_LABELS: Record<string, string> = enForm.home.heardFromChoices;

/** The answer as the English form shows it ("A friend or senior"), or the stored value. */
export const heardFromLabel = (value: string) => HEARD_FROM_LABELS[value] ?? value;

/** One visit source as the record holds it (the API's snake_case names, each perhaps null). */
export type SourceParts = {
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  referrer: string | null;
  landing: string | null;
};

/**
 * The parts of a source that say something, in reading order; empty when nothing is known, and
 * "direct" first when only the landing page is (nothing brought the visitor there).
 */
export function describeSource(s: SourceParts): string[] {
  const tags = [s.utm_source, s.utm_medium].filter(Boolean).join(" / ");
  const said = [
    tags,
    s.utm_campaign ? `${s.utm_campaign} (campaign)` : "",
    s.referrer ? `from ${s.referrer}` : "",
    s.landing ? `landed on ${s.landing}` : "",
  ].filter((part) => part !== "");
  return said.length === 1 && s.landing ? ["direct", ...said] : said;
}

/** The first or latest source of a record (first_utm_source …). */
export function sourceOf(record: Record<string, unknown>, when: "first" | "latest"): SourceParts {
  const part = (name: keyof SourceParts) => {
    const value = record[`${when}_${name}`];
    return typeof value === "string" && value !== "" ? value : null;
  };
  return {
    utm_source: part("utm_source"),
    utm_medium: part("utm_medium"),
    utm_campaign: part("utm_campaign"),
    referrer: part("referrer"),
    landing: part("landing"),
  };
}

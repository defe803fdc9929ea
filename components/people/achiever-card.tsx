// One achiever on /Achievers: the round portrait and name of a PersonCard, then, where the
// institute gave them, the role, package and year, and the program taken here with its duration
// and whether it was paid or free (the CCPA's guidelines on coaching advertisements ask for those
// beside each placement claim). What was not given shows nothing: today's achievers look exactly
// as before. Hindi left empty shows the English, marked lang="en". A server component: no script.
import { ItemPicture } from "@/components/content/item-picture";
import type { ReactNode } from "react";
import type { Achiever } from "@/lib/content-store/achievers";
import { type ShownText, shownIn } from "@/lib/content-store/optional-text";
import type { Locale } from "@/lib/i18n/locales";
import type { Messages } from "@/messages";

/** The disclosure's words in the page's language (messages/<locale>/achievers.json). */
export type AchieverLabels = Messages["achievers"];

type AchieverCardProps = { achiever: Achiever; locale: Locale; labels: AchieverLabels };

const Shown = ({ text }: { text: ShownText }) => <span lang={text.lang}>{text.text}</span>;

/** "Asha Verma" → "AV": the placeholder of an achiever without a photo. */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("");

export function AchieverCard({ achiever: a, locale, labels }: AchieverCardProps) {
  const role = shownIn(a.role, locale);
  const program = shownIn(a.program, locale);
  const duration = shownIn(a.duration, locale);
  const rows: { label: string; value: ReactNode; labelHidden?: boolean }[] = [];
  if (a.package) rows.push({ label: labels.package, value: a.package });
  if (a.year !== null) rows.push({ label: labels.year, value: a.year });
  if (program) rows.push({ label: labels.program, value: <Shown text={program} /> });
  if (duration) rows.push({ label: labels.duration, value: <Shown text={duration} /> });
  if (a.fee) rows.push({ label: labels.fees, value: labels[a.fee], labelHidden: true });

  return (
    <div className="flex flex-col items-center text-center">
      {a.photo ? (
        // Decorative: the name right under it says who it is (as every person card does).
        <ItemPicture
          picture={a.photo}
          alt=""
          sizes="112px"
          className="h-28 w-28 rounded-pill object-cover ring-4 ring-pale"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex h-28 w-28 items-center justify-center rounded-pill bg-pale text-2xl font-semibold text-navy ring-4 ring-pale"
        >
          {initials(a.name)}
        </span>
      )}
      <p className="mt-3 font-semibold text-navy">{a.name}</p>
      {role && (
        <p className="text-sm text-muted">
          <Shown text={role} />
        </p>
      )}
      {rows.length > 0 && (
        <dl className="mt-1 text-sm text-muted">
          {rows.map((row) => (
            <div key={row.label}>
              <dt className={row.labelHidden ? "sr-only" : "inline"}>{row.label}: </dt>
              <dd className="inline">{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

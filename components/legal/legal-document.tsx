import type { ReactNode } from "react";
import { PageIntro } from "@/components/ui/page-intro";
import { formatLegalDate, legalCopy, type LegalSection } from "@/lib/content/legal";
import type { Locale } from "@/lib/i18n/locales";
import { inLocale } from "@/lib/i18n/text";
import { addressLine, phoneHref } from "@/lib/content-store/facts";
import { getFacts } from "@/lib/content-store/read";
import { site } from "@/lib/site";

const linkClass = "font-semibold text-leaf underline underline-offset-4 hover:text-navy";

type ContentsEntry = Pick<LegalSection, "id" | "heading">;

type LegalDocumentProps = {
  locale: Locale;
  title: string;
  intro: string;
  /** What the date is: when the document took effect, or when it last changed. */
  dateLabel: "effectiveFrom" | "lastUpdated";
  /** ISO date (YYYY-MM-DD). */
  date: string;
  /** Id of the contents heading, unique on the page. */
  contentsId: string;
  /** One entry per part of the page, linking to its anchor. */
  contents: ContentsEntry[];
  /** Number the contents, for a document whose parts are numbered. */
  numbered?: boolean;
  /** Said under the date, before the contents (the Hindi terms say they are a translation). */
  note?: ReactNode;
  /** The parts, after the contents. */
  children: ReactNode;
};

/**
 * The layout of the terms and the privacy policy: the title, introduction and date, then a
 * table of contents and the parts of the document in a reading-width column.
 */
export function LegalDocument({
  locale,
  title,
  intro,
  dateLabel,
  date,
  contentsId,
  contents,
  numbered,
  note,
  children,
}: LegalDocumentProps) {
  const List = numbered ? "ol" : "ul";
  const copy = inLocale(legalCopy, locale);
  return (
    <>
      <PageIntro title={title} lead={intro}>
        <p className="mt-4 font-semibold text-navy">
          {copy[dateLabel]} <time dateTime={date}>{formatLegalDate(date, locale)}</time>
        </p>
        {note}
      </PageIntro>
      <div className="mx-auto max-w-page px-4 py-12">
        <div className="max-w-3xl space-y-10">
          <nav aria-labelledby={contentsId} className="rounded-card bg-mist p-6">
            <h2 id={contentsId} className="text-lg font-semibold text-navy">
              {copy.contents}
            </h2>
            <List
              className={
                numbered
                  ? "mt-3 list-decimal gap-x-10 pl-6 marker:text-muted sm:columns-2"
                  : "mt-3 gap-x-10 sm:columns-2"
              }
            >
              {contents.map((c) => (
                <li key={c.id} className="break-inside-avoid">
                  <a
                    href={`#${c.id}`}
                    className="inline-flex min-h-tap items-center text-leaf underline-offset-4 hover:underline"
                  >
                    {c.heading}
                  </a>
                </li>
              ))}
            </List>
          </nav>
          {children}
        </div>
      </div>
    </>
  );
}

type LegalPartProps = {
  id: string;
  heading: string;
  /** "li" inside a numbered list of parts; otherwise a section of its own. */
  as?: "section" | "li";
  children: ReactNode;
};

/** One headed part of a legal document, the target of its contents link. */
export function LegalPart({ id, heading, as = "section", children }: LegalPartProps) {
  const headingId = `${id}-heading`;
  const content = (
    <>
      <h2 id={headingId} className="text-xl font-semibold text-navy">
        {heading}
      </h2>
      {children}
    </>
  );
  if (as === "li") return <li id={id}>{content}</li>;
  return (
    <section id={id} aria-labelledby={headingId}>
      {content}
    </section>
  );
}

/** A part made of a LegalSection: its paragraphs, bullet points and, if asked, the contacts. */
export async function LegalSectionPart({
  section,
  as,
  locale,
}: {
  section: LegalSection;
  as?: LegalPartProps["as"];
  locale: Locale;
}) {
  const facts = await getFacts();
  const labels = inLocale(legalCopy.contact, locale);
  return (
    <LegalPart id={section.id} heading={section.heading} as={as}>
      <div className="mt-3 space-y-3 text-ink">
        {section.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
        {section.points && (
          <ul className="list-disc space-y-2 pl-6 marker:text-leaf">
            {section.points.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        )}
        {section.showContact && (
          <address className="not-italic">
            <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
              <dt className="font-semibold text-navy">{labels.email}</dt>
              <dd>
                <a className={linkClass} href={`mailto:${facts.email}`}>
                  {facts.email}
                </a>
              </dd>
              <dt className="font-semibold text-navy">{labels.phone}</dt>
              <dd>
                <a className={linkClass} href={phoneHref(facts)}>
                  {facts.phone}
                </a>
              </dd>
              <dt className="font-semibold text-navy">{labels.post}</dt>
              <dd>
                {site.name}, {addressLine(facts, locale)}
              </dd>
            </dl>
          </address>
        )}
      </div>
    </LegalPart>
  );
}

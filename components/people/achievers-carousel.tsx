// The achievers of /Achievers, one company per slide (fading every 5 s): the company's logo when
// the site knows it, a heading counting its students, and each student's card with what the
// institute discloses about them (achiever-card.tsx). The slides are server-rendered; only the
// carousel's controls are script.
import { Carousel } from "@/components/ui/carousel";
import { ContentPicture } from "@/components/ui/content-picture";
import type { AchieverGroup } from "@/lib/content-store/achievers";
import type { Locale } from "@/lib/i18n/locales";
import { inLocale } from "@/lib/i18n/text";
import { fillTemplate } from "@/lib/text";
import { AchieverCard, type AchieverLabels } from "./achiever-card";

type AchieversCarouselProps = {
  /** The published achievers, grouped by company in the order the companies first appear. */
  companies: AchieverGroup[];
  locale: Locale;
  /** Names the carousel for assistive technology. */
  label: string;
  /** A slide's heading, with {count} and {company} ("{count} students placed at {company}"). */
  placedHeading: string;
  /** The heading of a company with one achiever ("1 student placed at {company}"). */
  placedHeadingOne: string;
  labels: AchieverLabels;
};

export function AchieversCarousel({
  companies,
  locale,
  label,
  placedHeading,
  placedHeadingOne,
  labels,
}: AchieversCarouselProps) {
  return (
    <Carousel label={label} intervalMs={5000} transition="fade" className="-mx-2">
      {companies.map((c) => (
        <div key={c.company} className="rounded-card border border-line/40 bg-paper p-4 sm:p-6">
          <h3 className="flex flex-col items-center gap-2 text-center">
            {c.logo && (
              <ContentPicture
                image={inLocale(c.logo, locale)}
                alt=""
                sizes="192px"
                className="h-24 w-48 rounded-card ring-1 ring-line/30"
              />
            )}
            <span className="text-xl font-semibold text-navy">
              {fillTemplate(c.people.length === 1 ? placedHeadingOne : placedHeading, {
                count: c.people.length,
                company: c.company,
              })}
            </span>
          </h3>
          <ul className="mt-6 grid grid-cols-2 gap-x-4 gap-y-6 sm:grid-cols-3">
            {c.people.map((a, i) => (
              <li key={`${i}-${a.name}`}>
                <AchieverCard achiever={a} locale={locale} labels={labels} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </Carousel>
  );
}

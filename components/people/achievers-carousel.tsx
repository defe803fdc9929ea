import { Carousel } from "@/components/ui/carousel";
import { ContentPicture } from "@/components/ui/content-picture";
import type { AchieverCompany } from "@/lib/content/people";
import type { InLocale } from "@/lib/i18n/text";
import { fillTemplate } from "@/lib/text";
import { PersonCard } from "./person-card";

type AchieversCarouselProps = {
  /** The companies, resolved to the page's language. */
  companies: InLocale<AchieverCompany>[];
  /** Names the carousel for assistive technology. */
  label: string;
  /** A slide's heading, with {count} and {company} ("{count} students placed at {company}"). */
  placedHeading: string;
};

/** One company per slide, fading every 5 s: the company's logo and the students it hired. */
export function AchieversCarousel({ companies, label, placedHeading }: AchieversCarouselProps) {
  return (
    <Carousel label={label} intervalMs={5000} transition="fade" className="-mx-2">
      {companies.map((c) => (
        <div key={c.company} className="rounded-card border border-line/40 bg-paper p-4 sm:p-6">
          <h3 className="flex flex-col items-center gap-2 text-center">
            <ContentPicture
              image={c.logo}
              alt=""
              sizes="192px"
              className="h-24 w-48 rounded-card ring-1 ring-line/30"
            />
            <span className="text-xl font-semibold text-navy">
              {fillTemplate(placedHeading, { count: c.people.length, company: c.company })}
            </span>
          </h3>
          <ul className="mt-6 grid grid-cols-2 gap-x-4 gap-y-6 sm:grid-cols-3">
            {c.people.map((p) => (
              <li key={p.name}>
                <PersonCard person={p} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </Carousel>
  );
}

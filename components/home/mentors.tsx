// The home page's mentors carousel, rotating every 3 s: each mentor staff publish (kind "mentor",
// lib/content-store/mentors.ts), with their portrait, name, and the expertise, years and companies
// the institute gave, each line shown only when it was given.
import { ItemPicture } from "@/components/content/item-picture";
import { Carousel } from "@/components/ui/carousel";
import { Section } from "@/components/ui/section";
import { mentorDetails, mentorsCarouselLabel, mentorsLead, mentorsTitle } from "@/lib/content/home";
import type { Mentor } from "@/lib/content-store/mentors";
import { shownIn } from "@/lib/content-store/optional-text";
import { published } from "@/lib/content-store/read";
import type { Locale } from "@/lib/i18n/locales";
import { pageLocale } from "@/lib/i18n/page-locale";
import { inLocale } from "@/lib/i18n/text";
import { fillTemplate } from "@/lib/text";

export async function Mentors() {
  const locale = await pageLocale();
  const mentors = await published("mentor");
  if (mentors.length === 0) return null;
  const copy = inLocale({ mentorsCarouselLabel, mentorsLead, mentorsTitle }, locale);
  return (
    <Section id="mentors" title={copy.mentorsTitle} lead={copy.mentorsLead} tone="mist">
      <Carousel
        label={copy.mentorsCarouselLabel}
        intervalMs={3000}
        perView="responsive"
        className="-mx-2"
      >
        {mentors.map((mentor, i) => (
          <MentorCard key={`${i}-${mentor.name}`} mentor={mentor} locale={locale} />
        ))}
      </Carousel>
    </Section>
  );
}

/** A round portrait (decorative: the name is right under it) and what we know of the mentor. */
function MentorCard({ mentor, locale }: { mentor: Mentor; locale: Locale }) {
  const expertise = shownIn(mentor.expertise, locale);
  const copy = inLocale(mentorDetails, locale);
  const details = [
    mentor.years &&
      (mentor.years === 1 ? copy.oneYear : fillTemplate(copy.years, { years: mentor.years })),
    mentor.companies.length > 0 &&
      fillTemplate(copy.companies, {
        companies: new Intl.ListFormat(locale, { type: "conjunction" }).format(mentor.companies),
      }),
  ].filter((line): line is string => Boolean(line));
  const portrait = "h-28 w-28 rounded-pill object-cover ring-4 ring-pale";
  return (
    <div className="flex flex-col items-center py-2 text-center">
      {mentor.photo ? (
        <ItemPicture picture={mentor.photo} alt="" sizes="112px" className={portrait} />
      ) : (
        <span
          aria-hidden="true"
          className={`${portrait} flex items-center justify-center bg-pale text-3xl font-semibold text-navy`}
        >
          {initials(mentor.name)}
        </span>
      )}
      <p className="mt-3 font-semibold text-navy">{mentor.name}</p>
      {expertise && (
        <p className="text-sm text-ink" lang={expertise.lang}>
          {expertise.text}
        </p>
      )}
      {details.map((line) => (
        <p key={line} className="text-sm text-muted">
          {line}
        </p>
      ))}
    </div>
  );
}

/** "Enoch S Sam" → "ES": the avatar of a mentor whose photo is not in yet. */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("");

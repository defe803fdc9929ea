import { Carousel } from "@/components/ui/carousel";
import { Section } from "@/components/ui/section";
import { PersonCard } from "@/components/people/person-card";
import { mentorsCarouselLabel, mentorsLead, mentorsTitle } from "@/lib/content/home";
import { homeMentors } from "@/lib/content/people";
import { inLocale } from "@/lib/i18n/text";
import { pageLocale } from "@/lib/i18n/page-locale";

/** The mentors carousel: every mentor's portrait and name, rotating every 3 s. */
export async function Mentors() {
  const locale = await pageLocale();
  const copy = inLocale({ mentorsCarouselLabel, mentorsLead, mentorsTitle }, locale);
  const mentors = inLocale(homeMentors, locale);
  return (
    <Section id="mentors" title={copy.mentorsTitle} lead={copy.mentorsLead} tone="mist">
      <Carousel
        label={copy.mentorsCarouselLabel}
        intervalMs={3000}
        perView="responsive"
        className="-mx-2"
      >
        {mentors.map((mentor) => (
          <PersonCard key={mentor.name} person={mentor} className="py-2" />
        ))}
      </Carousel>
    </Section>
  );
}

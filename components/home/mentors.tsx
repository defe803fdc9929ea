import { Carousel } from "@/components/ui/carousel";
import { Section } from "@/components/ui/section";
import { PersonCard } from "@/components/people/person-card";
import { mentorsCarouselLabel, mentorsLead, mentorsTitle } from "@/lib/content/home";
import { homeMentors } from "@/lib/content/people";

/** The mentors carousel: every mentor's portrait and name, rotating every 3 s. */
export function Mentors() {
  return (
    <Section id="mentors" title={mentorsTitle} lead={mentorsLead} tone="mist">
      <Carousel
        label={mentorsCarouselLabel}
        intervalMs={3000}
        perView="responsive"
        className="-mx-2"
      >
        {homeMentors.map((mentor) => (
          <PersonCard key={mentor.name} person={mentor} className="py-2" />
        ))}
      </Carousel>
    </Section>
  );
}

import { GalleryCarousel } from "@/components/programs/gallery-carousel";
import { MomentsCarousel } from "@/components/programs/moments-carousel";
import { TestimonialCarousel } from "@/components/programs/testimonial-carousel";
import { TierCards } from "@/components/programs/tier-cards";
import { ContentPicture } from "@/components/ui/content-picture";
import { JsonLd } from "@/components/ui/json-ld";
import { PageIntro } from "@/components/ui/page-intro";
import { Section } from "@/components/ui/section";
import * as college from "@/lib/content/college";
import type { GalleryName, GalleryPhoto } from "@/lib/content-store/gallery";
import { isUploaded } from "@/lib/content-store/picture";
import { published } from "@/lib/content-store/read";
import { pageLocale } from "@/lib/i18n/page-locale";
import { inLocale } from "@/lib/i18n/text";
import { courseJsonLd, localizedMetadata } from "@/lib/seo";

const PATH = "/collegePrograms";

export const generateMetadata = () =>
  localizedMetadata({
    title: college.collegeIntro.title,
    description: college.collegeIntro.description,
    path: PATH,
  });

/** A gallery's lead, saying its cards are placeholders while any of today's cards is in it. */
const leadOf = (section: { lead: string; placeholders: string }, photos: GalleryPhoto[]) =>
  photos.some((p) => !isUploaded(p.photo))
    ? `${section.lead} ${section.placeholders}`
    : section.lead;

export default async function CollegeProgramsPage() {
  const locale = await pageLocale();
  const {
    associations,
    collegeIntro,
    collegeSections,
    gallerySections,
    programTiers,
    testimonialNote,
  } = inLocale(college, locale);
  // What staff publish (lib/content-store/gallery.ts, testimonials.ts); today's data until then.
  const [photos, allTestimonials] = await Promise.all([
    published("gallery"),
    published("testimonial"),
  ]);
  const gallery = (name: GalleryName) => photos.filter((p) => p.gallery === name);
  const [moments, memories, reviews] = [
    gallery("moments"),
    gallery("memories"),
    gallery("reviews"),
  ];
  const testimonials = allTestimonials.filter((t) => t.placement === "college");
  return (
    <>
      <PageIntro title={collegeIntro.title} lead={collegeIntro.lead} />

      <Section id="tiers" title={collegeSections.tiers.title} lead={collegeSections.tiers.lead}>
        <TierCards
          tiers={programTiers}
          hoursUnit={collegeSections.hoursUnit}
          viewProgram={collegeSections.viewProgram}
          viewProgramFor={collegeSections.viewProgramFor}
        />
      </Section>

      {moments.length > 0 && (
        <Section id="moments" title={collegeSections.moments.title} tone="mist">
          <MomentsCarousel
            moments={moments}
            label={collegeSections.moments.label}
            locale={locale}
          />
        </Section>
      )}

      <Section
        id="associations"
        title={collegeSections.associations.title}
        lead={collegeSections.associations.lead}
      >
        <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {associations.map((a) => (
            <li
              key={a.name}
              className="flex items-center justify-center rounded-card bg-paper p-2 shadow-card ring-1 ring-line/40"
            >
              <ContentPicture
                image={a.logo}
                sizes="(max-width: 1024px) 45vw, 15rem"
                className="h-auto w-full max-w-60"
              />
            </li>
          ))}
        </ul>
      </Section>

      {testimonials.length > 0 && (
        <Section id="testimonials" title={collegeSections.testimonials.title} tone="pale">
          <TestimonialCarousel
            testimonials={testimonials}
            locale={locale}
            label={collegeSections.testimonials.label}
            note={testimonialNote}
          />
        </Section>
      )}

      {memories.length > 0 && (
        <Section
          id="moments-of-encouragement"
          title={gallerySections.memories.title}
          lead={leadOf(gallerySections.memories, memories)}
          tone="mist"
        >
          <GalleryCarousel
            photos={memories}
            label={gallerySections.memories.label}
            locale={locale}
          />
        </Section>
      )}

      {reviews.length > 0 && (
        <Section
          id="words-of-encouragement"
          title={gallerySections.reviews.title}
          lead={leadOf(gallerySections.reviews, reviews)}
        >
          <GalleryCarousel photos={reviews} label={gallerySections.reviews.label} locale={locale} />
        </Section>
      )}

      <JsonLd
        data={courseJsonLd(
          { name: collegeIntro.title, description: collegeIntro.description, path: PATH },
          locale,
        )}
      />
    </>
  );
}

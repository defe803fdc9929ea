import { GalleryCarousel } from "@/components/programs/gallery-carousel";
import { MomentsCarousel } from "@/components/programs/moments-carousel";
import { TestimonialCarousel } from "@/components/programs/testimonial-carousel";
import { TierCards } from "@/components/programs/tier-cards";
import { ContentPicture } from "@/components/ui/content-picture";
import { JsonLd } from "@/components/ui/json-ld";
import { PageIntro } from "@/components/ui/page-intro";
import { Section } from "@/components/ui/section";
import * as college from "@/lib/content/college";
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

export default async function CollegeProgramsPage() {
  const locale = await pageLocale();
  const {
    associations,
    collegeIntro,
    collegeSections,
    gallerySections,
    hodTestimonials,
    memoryImages,
    moments,
    programTiers,
    reviewImages,
    testimonialNote,
  } = inLocale(college, locale);
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

      <Section id="moments" title={collegeSections.moments.title} tone="mist">
        <MomentsCarousel moments={moments} label={collegeSections.moments.label} />
      </Section>

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

      <Section id="testimonials" title={collegeSections.testimonials.title} tone="pale">
        <TestimonialCarousel
          testimonials={hodTestimonials}
          label={collegeSections.testimonials.label}
          note={testimonialNote}
        />
      </Section>

      <Section
        id="moments-of-encouragement"
        title={gallerySections.memories.title}
        lead={gallerySections.memories.lead}
        tone="mist"
      >
        <GalleryCarousel images={memoryImages} label={gallerySections.memories.label} />
      </Section>

      <Section
        id="words-of-encouragement"
        title={gallerySections.reviews.title}
        lead={gallerySections.reviews.lead}
      >
        <GalleryCarousel images={reviewImages} label={gallerySections.reviews.label} />
      </Section>

      <JsonLd
        data={courseJsonLd(
          { name: collegeIntro.title, description: collegeIntro.description, path: PATH },
          locale,
        )}
      />
    </>
  );
}

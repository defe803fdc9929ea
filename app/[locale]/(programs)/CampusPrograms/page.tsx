import { CampusExplorer } from "@/components/programs/campus-explorer";
import { Carousel } from "@/components/ui/carousel";
import { ContentPicture } from "@/components/ui/content-picture";
import { JsonLd } from "@/components/ui/json-ld";
import { PageIntro } from "@/components/ui/page-intro";
import { Section } from "@/components/ui/section";
import * as campus from "@/lib/content/campus";
import { pageLocale } from "@/lib/i18n/page-locale";
import { inLocale } from "@/lib/i18n/text";
import { courseJsonLd, localizedMetadata } from "@/lib/seo";

const PATH = "/CampusPrograms";
/** The spec's collage rotation interval. */
const COLLAGE_INTERVAL_MS = 3000;

export const generateMetadata = () =>
  localizedMetadata({
    title: campus.campusIntro.title,
    description: campus.campusIntro.description,
    path: PATH,
  });

export default async function CampusProgramsPage() {
  const locale = await pageLocale();
  const { campusGroups, campusIntro, campusLabels, campusPrograms, collage, collageItems } =
    inLocale(campus, locale);
  return (
    <>
      <PageIntro title={campusIntro.title} lead={campusIntro.lead} />

      <Section>
        {/* A client component: it gets the copy already in the page's language. */}
        <CampusExplorer programs={campusPrograms} groups={campusGroups} labels={campusLabels} />
      </Section>

      <Section id="collage" title={collage.title} tone="mist">
        <Carousel
          label={collage.label}
          intervalMs={COLLAGE_INTERVAL_MS}
          className="mx-auto max-w-3xl"
        >
          {collageItems.map((item) => (
            <ContentPicture
              key={item.image.src}
              image={item.image}
              sizes="(max-width: 800px) 100vw, 48rem"
              className="h-auto w-full rounded-card"
            />
          ))}
        </Carousel>
      </Section>

      <JsonLd
        data={courseJsonLd(
          { name: campusIntro.title, description: campusIntro.description, path: PATH },
          locale,
        )}
      />
    </>
  );
}

import { CampusExplorer } from "@/components/programs/campus-explorer";
import { Carousel } from "@/components/ui/carousel";
import { ContentPicture } from "@/components/ui/content-picture";
import { JsonLd } from "@/components/ui/json-ld";
import { PageIntro } from "@/components/ui/page-intro";
import { Section } from "@/components/ui/section";
import {
  campusGroups,
  campusIntro,
  campusLabels,
  campusPrograms,
  collageItems,
  collage,
} from "@/lib/content/campus";
import { localeParams } from "@/lib/i18n/pages";
import { courseJsonLd, localizedMetadata } from "@/lib/seo";

const PATH = "/CampusPrograms";
/** The spec's collage rotation interval. */
const COLLAGE_INTERVAL_MS = 3000;

export const generateMetadata = () =>
  localizedMetadata({
    title: campusIntro.title,
    description: campusIntro.description,
    path: PATH,
  });

// English only so far: pre-rendered in the languages it exists in.
export const generateStaticParams = localeParams("/CampusPrograms");

export default function CampusProgramsPage() {
  return (
    <>
      <PageIntro title={campusIntro.title} lead={campusIntro.lead} />

      <Section>
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
        data={courseJsonLd({
          name: campusIntro.title,
          description: campusIntro.description,
          path: PATH,
        })}
      />
    </>
  );
}

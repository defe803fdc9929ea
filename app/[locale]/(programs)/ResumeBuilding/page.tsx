import { BackLink } from "@/components/ui/back-link";
import { Carousel } from "@/components/ui/carousel";
import { ContentPicture } from "@/components/ui/content-picture";
import { PageIntro } from "@/components/ui/page-intro";
import { Section } from "@/components/ui/section";
import {
  resumeCards as cards,
  resumeIntro as intro,
  resumeSamples as samples,
} from "@/lib/content/resume";
import { pageLocale } from "@/lib/i18n/page-locale";
import { inLocale } from "@/lib/i18n/text";
import { localizedMetadata } from "@/lib/seo";

/** The spec's resume slideshow interval. */
const SLIDESHOW_INTERVAL_MS = 5000;

export const generateMetadata = () =>
  localizedMetadata({
    title: intro.metaTitle,
    description: intro.description,
    path: "/ResumeBuilding",
  });

export default async function ResumeBuildingPage() {
  const { resumeCards, resumeIntro, resumeSamples } = inLocale(
    { resumeCards: cards, resumeIntro: intro, resumeSamples: samples },
    await pageLocale(),
  );
  return (
    <>
      <PageIntro
        title={resumeIntro.title}
        lead={resumeIntro.lead}
        before={<BackLink href="/features" label={resumeIntro.back} />}
      />

      <Section
        id="sample-resumes"
        title={resumeIntro.slideshowTitle}
        lead={resumeIntro.slideshowLead}
        tone="paper"
      >
        <Carousel
          label={resumeIntro.slideshowLabel}
          intervalMs={SLIDESHOW_INTERVAL_MS}
          className="mx-auto max-w-sm"
        >
          {resumeSamples.map((r) => (
            <ContentPicture
              key={r.id}
              image={r.image}
              sizes="(max-width: 420px) 90vw, 24rem"
              preload={r.id === 1}
              className="h-auto w-full rounded-card shadow-card"
            />
          ))}
        </Carousel>
      </Section>
      <Section id="services" title={resumeIntro.cardsTitle} tone="mist">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {resumeCards.map((card) => (
            <li
              key={card.title}
              className="rounded-card border-t-4 border-leaf bg-paper p-6 shadow-card ring-1 ring-line/40"
            >
              <h3 className="text-lg font-semibold text-navy">{card.title}</h3>
              <p className="mt-2 text-ink">{card.text}</p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

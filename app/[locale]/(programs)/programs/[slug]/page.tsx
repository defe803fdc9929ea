import { notFound } from "next/navigation";
import { HistoryBackLink } from "@/components/learning/history-back-link";
import { ProgramBatches } from "@/components/programs/batches";
import { ProgramFees } from "@/components/programs/fees";
import { ContentPicture } from "@/components/ui/content-picture";
import { JoinUsLink } from "@/components/ui/join-us-link";
import { JsonLd } from "@/components/ui/json-ld";
import { Link } from "@/components/ui/link";
import { PageIntro } from "@/components/ui/page-intro";
import { Section } from "@/components/ui/section";
import {
  formatTotal,
  formatWeeks,
  getRoadmap,
  roadmapPage,
  roadmapPath,
  roadmaps,
  totalWeeks,
  type Roadmap,
} from "@/lib/content/roadmaps";
import { istDay, nextBatchChange } from "@/lib/content-store/batches";
import { feesOf } from "@/lib/content-store/fees";
import { published, publishedUntilChange } from "@/lib/content-store/read";
import { LOCALES } from "@/lib/i18n/locales";
import { pageLocale } from "@/lib/i18n/page-locale";
import { inLocale } from "@/lib/i18n/text";
import { courseJsonLd, localizedMetadata } from "@/lib/seo";
import { fillTemplate } from "@/lib/text";

type Props = { params: Promise<{ slug: string }> };

// Only the 12 pre-rendered roadmaps exist: any other slug is a 404 that is never rendered or
// cached. Letter-case variants fall through to the catch-all app/[...slug], which redirects them.
export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALES.flatMap((locale) => roadmaps.map((r) => ({ locale, slug: r.slug })));
}

async function roadmapOrExit(params: Props["params"]): Promise<Roadmap> {
  return getRoadmap((await params).slug) ?? notFound();
}

export async function generateMetadata({ params }: Props) {
  const roadmap = await roadmapOrExit(params);
  const { titleSuffix } = roadmapPage;
  return localizedMetadata({
    title: {
      en: `${roadmap.title.en} ${titleSuffix.en}`,
      hi: `${roadmap.title.hi} ${titleSuffix.hi}`,
    },
    description: roadmap.description,
    path: roadmapPath(roadmap.slug),
  });
}

export default async function RoadmapPage({ params }: Props) {
  const locale = await pageLocale();
  const roadmap = inLocale(await roadmapOrExit(params), locale);
  const page = inLocale(roadmapPage, locale);
  const path = roadmapPath(roadmap.slug);
  // The program's batches and fees as staff publish them (none until they do): server HTML.
  // A batch leaves the page at the end of its start day: the page is rendered again then.
  const now = new Date();
  const [batches, fees] = await Promise.all([
    publishedUntilChange("batch", nextBatchChange, now),
    published("fees"),
  ]);

  return (
    <>
      <PageIntro
        title={`${roadmap.title} ${page.titleSuffix}`}
        lead={roadmap.tagline}
        before={<HistoryBackLink fallbackHref={page.backFallbackHref} label={page.backLabel} />}
      >
        <p className="mt-4 font-semibold text-leaf">
          {fillTemplate(page.stageCount, { count: roadmap.stages.length })} · {page.totalLabel}:{" "}
          {formatTotal(totalWeeks(roadmap), locale)}
        </p>
      </PageIntro>
      <ProgramBatches
        locale={locale}
        program={roadmap.slug}
        programName={roadmap.title}
        batches={batches}
        today={istDay(now)}
      />
      <div className="mx-auto grid max-w-page gap-12 px-4 py-12 lg:grid-cols-12">
        <section id="stages" aria-labelledby="stages-title" className="lg:col-span-7">
          <h2 id="stages-title" className="text-2xl font-semibold text-navy sm:text-3xl">
            {page.stagesTitle}
          </h2>
          <ol className="relative mt-8 grid gap-6 before:absolute before:top-5 before:bottom-5 before:left-5 before:w-1 before:rounded-pill before:bg-lime-deep">
            {roadmap.stages.map((stage, i) => (
              <li key={stage.title} className="relative flex gap-4">
                <span
                  aria-hidden="true"
                  className="relative z-10 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-pill bg-navy font-semibold text-lime"
                >
                  {i + 1}
                </span>
                <div className="min-w-0 flex-1 rounded-card bg-mist p-4 ring-1 ring-line/30">
                  <h3 className="text-lg font-semibold text-navy">{stage.title}</h3>
                  <p className="mt-1 text-sm font-semibold text-leaf">
                    {page.durationLabel}: {formatWeeks(stage.weeks, locale)}
                  </p>
                  <ul className="mt-3 flex flex-wrap gap-2">
                    {stage.topics.map((topic) => (
                      <li
                        key={topic}
                        className="rounded-pill bg-paper px-3 py-1 text-sm text-ink ring-1 ring-line/40"
                      >
                        {topic}
                      </li>
                    ))}
                  </ul>
                </div>
              </li>
            ))}
          </ol>
        </section>
        <section id="picture" aria-labelledby="picture-title" className="lg:col-span-5">
          <div className="lg:sticky lg:top-24">
            <h2 id="picture-title" className="text-2xl font-semibold text-navy sm:text-3xl">
              {page.imageTitle}
            </h2>
            <p className="mt-3 text-muted">{page.imageCaption}</p>
            {/* The link comes first: this column sticks while taller than most screens, so a
                link under the picture would take keyboard focus out of sight. */}
            <figure className="mt-3">
              <figcaption className="mb-3">
                <a
                  href={roadmap.image.src}
                  className="inline-flex min-h-tap items-center font-semibold text-leaf underline underline-offset-4"
                >
                  {page.imageLinkLabel}
                </a>
              </figcaption>
              <ContentPicture
                image={roadmap.image}
                sizes="(max-width: 1024px) calc(100vw - 2rem), 460px"
                className="h-auto w-full rounded-card shadow-card ring-1 ring-line/30"
              />
            </figure>
          </div>
        </section>
      </div>
      <ProgramFees locale={locale} fees={feesOf(fees, roadmap.slug)} />
      <Section id="join" tone="slate" title={page.ctaTitle} lead={page.ctaText}>
        <div className="flex flex-wrap gap-4">
          <JoinUsLink variant="lime">{page.joinLabel}</JoinUsLink>
          <Link
            href={page.campusHref}
            className="inline-flex min-h-tap items-center justify-center rounded-pill border-2 border-paper px-6 font-semibold text-paper hover:bg-navy"
          >
            {page.campusLabel}
          </Link>
        </div>
      </Section>
      <JsonLd
        data={courseJsonLd({ name: roadmap.title, description: roadmap.description, path }, locale)}
      />
    </>
  );
}

import { notFound } from "next/navigation";
import { BackLink } from "@/components/ui/back-link";
import { ButtonLink } from "@/components/ui/button-link";
import { ContentPicture } from "@/components/ui/content-picture";
import { PageIntro } from "@/components/ui/page-intro";
import { Section } from "@/components/ui/section";
import {
  categoryPath,
  categorySegment,
  getCategoryBySegment,
  noteCategories,
  notesPage,
  type NoteCategory,
} from "@/lib/content/notes";
import { getRoadmap, roadmapPath } from "@/lib/content/roadmaps";
import { localizedMetadata } from "@/lib/seo";
import { fillTemplate } from "@/lib/text";
import { safeDecode } from "@/lib/url";
import { LOCALES } from "@/lib/i18n/locales";
import { pageLocale } from "@/lib/i18n/page-locale";
import { fillText, inLocale } from "@/lib/i18n/text";

type Props = { params: Promise<{ category: string }> };

// Only the 42 pre-rendered categories exist: any other segment is a 404 that is never rendered or
// cached. Letter-case variants fall through to the catch-all app/[...slug], which redirects them.
export const dynamicParams = false;

// Segments are returned unencoded ("C#_Programming"); Next encodes them in the URL.
export function generateStaticParams() {
  return LOCALES.flatMap((locale) =>
    noteCategories.map((c) => ({ locale, category: categorySegment(c.name) })),
  );
}

async function categoryOrExit(params: Props["params"]): Promise<NoteCategory> {
  return getCategoryBySegment(safeDecode((await params).category)) ?? notFound();
}

export async function generateMetadata({ params }: Props) {
  const category = await categoryOrExit(params);
  return localizedMetadata({
    title: fillText(notesPage.category.metaTitle, { category: category.name }),
    description: category.summary,
    path: decodeURIComponent(categoryPath(category.name)),
  });
}

export default async function CategoryPage({ params }: Props) {
  const locale = await pageLocale();
  const copy = inLocale(notesPage.category, locale);
  const category = inLocale(await categoryOrExit(params), locale);
  // The spec's title: the address segment with underscores turned back into spaces (in Hindi
  // followed by "नोट्स", so the heading reads as Hindi too).
  const title = fillTemplate(copy.heading, {
    category: categorySegment(category.name).replace(/_/g, " "),
  });
  const found = category.roadmapSlug ? getRoadmap(category.roadmapSlug) : null;
  const roadmap = found ? inLocale(found, locale) : null;

  return (
    <>
      <PageIntro
        title={title}
        lead={category.summary}
        before={<BackLink href="/notes" label={copy.backLabel} />}
      />
      <Section id="first-steps" title={copy.firstStepsTitle} lead={copy.firstStepsLead}>
        <div className="grid items-start gap-8 lg:grid-cols-2">
          <ol className="grid gap-3">
            {category.firstSteps.map((step, i) => (
              <li
                key={step}
                className="flex items-center gap-4 rounded-card bg-mist p-4 text-ink ring-1 ring-line/30"
              >
                <span
                  aria-hidden="true"
                  className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-pill bg-navy font-semibold text-lime"
                >
                  {i + 1}
                </span>
                <span>{step}</span>
              </li>
            ))}
          </ol>
          <ContentPicture
            image={category.image}
            sizes="(max-width: 1024px) calc(100vw - 2rem), 560px"
            className="h-auto w-full rounded-card shadow-card"
          />
        </div>
      </Section>
      {roadmap && (
        <Section
          id="roadmap"
          tone="pale"
          title={copy.roadmapTitle}
          lead={fillTemplate(copy.roadmapText, { roadmap: roadmap.title })}
        >
          <ButtonLink href={roadmapPath(roadmap.slug)}>
            {fillTemplate(copy.roadmapLabel, { roadmap: roadmap.title })}
          </ButtonLink>
        </Section>
      )}
      <Section tone={roadmap ? "paper" : "pale"}>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="max-w-2xl text-ink">{copy.mentorText}</p>
          <ButtonLink href={copy.mentorHref} variant="outline" className="shrink-0">
            {copy.mentorLabel}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}

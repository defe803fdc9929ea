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
import { hasVersion } from "@/lib/i18n/pages";
import { inLocale } from "@/lib/i18n/text";

type Props = { params: Promise<{ category: string }> };

// Category pages are in English only so far (their notes are not translated yet).
const copy = inLocale(notesPage.category, "en");

// Only the 42 pre-rendered categories exist: any other segment is a 404 that is never rendered or
// cached. Letter-case variants fall through to the catch-all app/[...slug], which redirects them.
export const dynamicParams = false;

// Segments are returned unencoded ("C#_Programming"); Next encodes them in the URL.
// Each category in the languages it exists in (English only so far; proxy.ts answers the /hi
// addresses of the others with a 404).
export function generateStaticParams() {
  return LOCALES.flatMap((locale) =>
    noteCategories
      .filter((c) => hasVersion(decodeURIComponent(categoryPath(c.name)), locale))
      .map((c) => ({ locale, category: categorySegment(c.name) })),
  );
}

async function categoryOrExit(params: Props["params"]): Promise<NoteCategory> {
  return getCategoryBySegment(safeDecode((await params).category)) ?? notFound();
}

export async function generateMetadata({ params }: Props) {
  const category = await categoryOrExit(params);
  return localizedMetadata({
    title: fillTemplate(copy.metaTitle, { category: category.name }),
    description: category.summary,
    path: decodeURIComponent(categoryPath(category.name)),
  });
}

export default async function CategoryPage({ params }: Props) {
  const category = await categoryOrExit(params);
  // The spec's title: the address segment with underscores turned back into spaces.
  const title = categorySegment(category.name).replace(/_/g, " ");
  const roadmap = category.roadmapSlug ? getRoadmap(category.roadmapSlug) : null;

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

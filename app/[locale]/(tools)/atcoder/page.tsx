import { NuqsAdapter } from "nuqs/adapters/next/app";
import { loadLive } from "@/components/learning/load-live";
import { ProblemBrowser } from "@/components/learning/problem-browser";
import { ProblemBrowserIntro } from "@/components/learning/problem-browser-intro";
import { problemBrowserOrThrow, problemListCopy } from "@/lib/content/coding-resources";
import { progressCopy } from "@/lib/content/practice-progress";
import { apiUrlFor, readFilters } from "@/lib/live-data/filter-tables";
import { getAtcoderPage } from "@/lib/services/live-data";
import { pageLocale } from "@/lib/i18n/page-locale";
import { inLocale } from "@/lib/i18n/text";
import { localizedMetadata } from "@/lib/seo";

const browser = problemBrowserOrThrow("/atcoder");

export const generateMetadata = () =>
  localizedMetadata({
    title: browser.metaTitle,
    description: browser.description,
    path: browser.path,
  });

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The first page for the URL's filters is in the HTML; the list then takes over in the browser. */
export default async function AtCoderPage({ searchParams }: PageProps) {
  const locale = await pageLocale();
  const query = readFilters("atcoder", await searchParams);
  const initial = await loadLive(apiUrlFor("atcoder", query), () => getAtcoderPage(query));
  return (
    <ProblemBrowserIntro locale={locale} browser={inLocale(browser, locale)}>
      {/* nuqs keeps the filters in the address; only the list needs it. */}
      <NuqsAdapter>
        <ProblemBrowser
          platform="atcoder"
          initial={initial}
          copy={inLocale(problemListCopy, locale)}
          progressCopy={inLocale(progressCopy, locale)}
        />
      </NuqsAdapter>
    </ProblemBrowserIntro>
  );
}

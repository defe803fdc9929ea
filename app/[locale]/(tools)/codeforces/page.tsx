import { NuqsAdapter } from "nuqs/adapters/next/app";
import { loadLive } from "@/components/learning/load-live";
import { ProblemBrowser } from "@/components/learning/problem-browser";
import { ProblemBrowserIntro } from "@/components/learning/problem-browser-intro";
import { problemBrowserOrThrow, problemListCopy } from "@/lib/content/coding-resources";
import { progressCopy } from "@/lib/content/practice-progress";
import { apiUrlFor, readFilters } from "@/lib/live-data/filter-tables";
import { getCodeforcesPage, getCodeforcesTags } from "@/lib/services/live-data";
import { pageLocale } from "@/lib/i18n/page-locale";
import { inLocale } from "@/lib/i18n/text";
import { localizedMetadata } from "@/lib/seo";

const browser = problemBrowserOrThrow("/codeforces");

export const generateMetadata = () =>
  localizedMetadata({
    title: browser.metaTitle,
    description: browser.description,
    path: browser.path,
  });

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The first page for the URL's filters is in the HTML; the list then takes over in the browser. */
export default async function CodeforcesPage({ searchParams }: PageProps) {
  const locale = await pageLocale();
  const asked = readFilters("codeforces", await searchParams);
  // "For your level" needs a handle; without one the address shows the whole list.
  const query = asked.handle ? asked : { ...asked, view: "all" as const };
  const [initial, tags] = await Promise.all([
    loadLive(apiUrlFor("codeforces", query), () => getCodeforcesPage(query)),
    getCodeforcesTags().catch(() => []),
  ]);
  return (
    <ProblemBrowserIntro locale={locale} browser={inLocale(browser, locale)}>
      {/* nuqs keeps the filters in the address; only the list needs it. */}
      <NuqsAdapter>
        <ProblemBrowser
          platform="codeforces"
          initial={initial}
          copy={inLocale(problemListCopy, locale)}
          progressCopy={inLocale(progressCopy, locale)}
          tags={tags.map(([tag]) => tag)}
        />
      </NuqsAdapter>
    </ProblemBrowserIntro>
  );
}

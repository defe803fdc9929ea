import { loadLive } from "@/components/learning/load-live";
import { ProblemBrowser } from "@/components/learning/problem-browser";
import { ProblemBrowserIntro } from "@/components/learning/problem-browser-intro";
import { apiUrlFor } from "@/components/learning/problem-platforms";
import { problemBrowserOrThrow, problemListCopy } from "@/lib/content/coding-resources";
import { codeforcesQuerySchema, queryOrDefaults } from "@/lib/live-data/queries";
import { getCodeforcesPage } from "@/lib/services/live-data";
import { pageMetadata } from "@/lib/seo";

const browser = problemBrowserOrThrow("/codeforces");

export const metadata = pageMetadata({
  title: browser.metaTitle,
  description: browser.description,
  path: browser.path,
});

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The first page for the URL's filters is in the HTML; the list then takes over in the browser. */
export default async function CodeforcesPage({ searchParams }: PageProps) {
  const query = queryOrDefaults(codeforcesQuerySchema, await searchParams);
  const initial = await loadLive(apiUrlFor("codeforces", query), () => getCodeforcesPage(query));
  return (
    <ProblemBrowserIntro browser={browser}>
      <ProblemBrowser platform="codeforces" initial={initial} copy={problemListCopy} />
    </ProblemBrowserIntro>
  );
}

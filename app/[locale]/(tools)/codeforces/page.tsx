import { loadLive } from "@/components/learning/load-live";
import {
  browserMetadata,
  ProblemBrowserPage,
  type BrowserPageProps,
} from "@/components/learning/problem-browser-page";
import { apiUrlFor, readFilters } from "@/lib/live-data/filter-tables";
import { getCodeforcesPage, getCodeforcesTags } from "@/lib/services/live-data";

export const generateMetadata = browserMetadata("codeforces");

export default async function CodeforcesPage({ searchParams }: BrowserPageProps) {
  const asked = readFilters("codeforces", await searchParams);
  // "For your level" needs a handle; without one the address shows the whole list.
  const query = asked.handle ? asked : { ...asked, view: "all" as const };
  const [initial, tags] = await Promise.all([
    loadLive(apiUrlFor("codeforces", query), () => getCodeforcesPage(query)),
    getCodeforcesTags().catch(() => []),
  ]);
  return (
    <ProblemBrowserPage platform="codeforces" initial={initial} tags={tags.map(([tag]) => tag)} />
  );
}

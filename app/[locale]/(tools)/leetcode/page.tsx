import { loadLive } from "@/components/learning/load-live";
import {
  browserMetadata,
  ProblemBrowserPage,
  type BrowserPageProps,
} from "@/components/learning/problem-browser-page";
import { apiUrlFor, readFilters } from "@/lib/live-data/filter-tables";
import { getLeetcodePage } from "@/lib/services/live-data";

export const generateMetadata = browserMetadata("leetcode");

export default async function LeetCodePage({ searchParams }: BrowserPageProps) {
  const query = readFilters("leetcode", await searchParams);
  const initial = await loadLive(apiUrlFor("leetcode", query), () => getLeetcodePage(query));
  return <ProblemBrowserPage platform="leetcode" initial={initial} />;
}

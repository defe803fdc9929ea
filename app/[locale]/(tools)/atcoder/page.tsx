import { loadLive } from "@/components/learning/load-live";
import {
  browserMetadata,
  ProblemBrowserPage,
  type BrowserPageProps,
} from "@/components/learning/problem-browser-page";
import { apiUrlFor, readFilters } from "@/lib/live-data/filter-tables";
import { getAtcoderPage } from "@/lib/services/live-data";

export const generateMetadata = browserMetadata("atcoder");

export default async function AtCoderPage({ searchParams }: BrowserPageProps) {
  const query = readFilters("atcoder", await searchParams);
  const initial = await loadLive(apiUrlFor("atcoder", query), () => getAtcoderPage(query));
  return <ProblemBrowserPage platform="atcoder" initial={initial} />;
}

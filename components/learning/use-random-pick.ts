// "Random problem": picks a position across every page of the filtered list, loads that page,
// skips solved problems while they are hidden (a few tries, then any), then shows the page, marks
// the pick and puts keyboard focus on its link.
import { type RefObject, useCallback, useEffect, useState } from "react";
import { useSWRConfig } from "swr";
import type { ProblemListCopy } from "./list-copy";
import { fillTemplate } from "@/lib/text";
import { fetchProblemPage } from "./live-fetcher";
import {
  apiUrlOf,
  randomPosition,
  rowsOf,
  type BrowserQuery,
  type PlatformId,
  type ProblemRow,
} from "./problem-platforms";
import { usePageLocale } from "@/lib/i18n/use-page-locale";

/** Random picks skip solved problems while they are hidden; this many tries, then any. */
const RANDOM_TRIES = 5;

type RandomPickOptions = {
  platform: PlatformId;
  query: BrowserQuery;
  /** Problems matching the filters, across all pages, and how many a page holds. */
  total: number;
  pageSize: number;
  hideSolved: boolean;
  solved: ReadonlySet<string>;
  copy: ProblemListCopy;
  navigate: (query: BrowserQuery) => void;
  listRef: RefObject<HTMLOListElement | null>;
  /** The list on screen is the current page, and these are its rows. */
  showingCurrent: boolean;
  rows: ProblemRow[];
};

export function useRandomPick({
  platform,
  query,
  total,
  pageSize,
  hideSolved,
  solved,
  copy,
  navigate,
  listRef,
  showingCurrent,
  rows,
}: RandomPickOptions) {
  const { mutate } = useSWRConfig();
  const locale = usePageLocale();
  const [highlight, setHighlight] = useState<string | null>(null);
  const [message, setMessage] = useState("");
  const [picking, setPicking] = useState(false);

  async function pickRandom() {
    setPicking(true);
    setMessage(copy.randomPicking);
    try {
      for (let attempt = 0; attempt < RANDOM_TRIES; attempt++) {
        const position = randomPosition(total, pageSize, Math.random);
        if (!position) {
          setMessage(copy.randomNone);
          return;
        }
        const target = { ...query, page: position.page };
        const url = apiUrlOf(platform, target);
        const answer = await fetchProblemPage(url, locale);
        const item = answer.data[position.offset] ?? answer.data[0];
        if (item === undefined) continue;
        const [row] = rowsOf(platform, [item], locale);
        const lastTry = attempt === RANDOM_TRIES - 1;
        if (row && (!hideSolved || !solved.has(row.key) || lastTry)) {
          await mutate(url, answer, { revalidate: false });
          if (position.page !== query.page) navigate(target);
          setHighlight(row.key);
          setMessage(fillTemplate(copy.randomPicked, { title: row.title, page: position.page }));
          return;
        }
      }
      setMessage(copy.randomNone);
    } catch (err) {
      const text = err instanceof Error ? err.message : String(err);
      setMessage(fillTemplate(copy.loadError, { message: text }));
    } finally {
      setPicking(false);
    }
  }

  // Bring the random pick into view and put keyboard focus on its link once it is on screen.
  useEffect(() => {
    if (!highlight || !showingCurrent) return;
    const link = listRef.current?.querySelector<HTMLAnchorElement>(
      `[data-problem="${CSS.escape(highlight)}"] a`,
    );
    if (!link) return;
    link.scrollIntoView({ block: "center" });
    link.focus({ preventScroll: true });
  }, [highlight, showingCurrent, rows, listRef]);

  /** A filter or page change forgets the pick (and, for a filter, its message). Stable. */
  const forget = useCallback(({ message: alsoMessage }: { message: boolean }) => {
    setHighlight(null);
    if (alsoMessage) setMessage("");
  }, []);

  return { highlight, message, picking, pickRandom, forget };
}

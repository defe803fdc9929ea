// The live lists' interface words in one language (messages/<locale>/problemList.json and
// contestList.json), as their client lists get them from the page, with the site-wide "(opens in a
// new tab)" of the controls messages. Isomorphic: the server page picks the language's words and
// passes them down, so the browser loads only those.
import type { Locale } from "@/lib/i18n/locales";
import enContestList from "@/messages/en/contestList.json";
import enProblemList from "@/messages/en/problemList.json";
import hiContestList from "@/messages/hi/contestList.json";
import hiProblemList from "@/messages/hi/problemList.json";

type ProblemListWords = typeof enProblemList;
type ContestListWords = typeof enContestList;

export type ProblemListCopy = ProblemListWords & { opensInNewTab: string };
export type ContestListCopy = ContestListWords & { opensInNewTab: string };

const PROBLEM_LIST: Record<Locale, ProblemListWords> = { en: enProblemList, hi: hiProblemList };
const CONTEST_LIST: Record<Locale, ContestListWords> = { en: enContestList, hi: hiContestList };

export const problemListCopy = (locale: Locale, opensInNewTab: string): ProblemListCopy => ({
  ...PROBLEM_LIST[locale],
  opensInNewTab,
});

export const contestListCopy = (locale: Locale, opensInNewTab: string): ContestListCopy => ({
  ...CONTEST_LIST[locale],
  opensInNewTab,
});

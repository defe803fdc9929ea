// Codeforces: the archive by rating and topic, with any of its tags, a custom rating range and,
// for a handle, the problems it solved and "For your level". The platform as the site knows it.
import { fillTemplate } from "@/lib/text";
import type { ProblemPlatform } from "../types";
import { optionsOf, ratingIn, titleIn } from "../words";
import { handleQuery } from "../fields";
import {
  type CodeforcesProblem,
  codeforcesKey,
  codeforcesTagCounts,
  filterCodeforces,
} from "./list";
import {
  CODEFORCES_HANDLE,
  CODEFORCES_PAGE_SIZE,
  CODEFORCES_QUERY,
  CODEFORCES_RATING_MAX,
  CODEFORCES_RATING_MIN,
  CODEFORCES_RATINGS,
  CODEFORCES_TOPICS,
  type CodeforcesQuery,
  RECOMMENDED_PAGE_SIZE,
} from "./query";
import { levelBand, recommendCodeforces } from "./recommend";

export const codeforces = {
  id: "codeforces" as const,
  name: "Codeforces",
  path: "/codeforces" as const,
  label: "Codeforces problem",
  pageSize: CODEFORCES_PAGE_SIZE,
  noun: "problems",
  query: CODEFORCES_QUERY,
  // A handle changes the list only in the "For your level" view: elsewhere it stays out of the
  // list's address, and so out of every cache's key.
  listQuery: (query) => (query.view === "level" ? query : { ...query, handle: null }),
  filter: (items, query) => filterCodeforces(items, query),
  answer: (item) => item,
  selects: (words) => [
    {
      name: "rating",
      label: words.filters.rating,
      options: optionsOf(CODEFORCES_RATINGS, words.codeforcesRating),
    },
    {
      name: "topic",
      label: words.filters.topic,
      options: optionsOf(CODEFORCES_TOPICS, words.codeforcesTopic),
    },
  ],
  row: (p, words) => ({
    key: codeforcesKey(p),
    title: titleIn(words, p.name),
    url: p.url,
    facts: [fillTemplate(words.facts.problem, { id: codeforcesKey(p) }), ratingIn(words, p.rating)],
    tags: p.tags,
  }),
  handle: { ...CODEFORCES_HANDLE, query: handleQuery(CODEFORCES_HANDLE), rated: true },
  extras: { range: { min: CODEFORCES_RATING_MIN, max: CODEFORCES_RATING_MAX }, tags: true },
  tags: codeforcesTagCounts,
  level: { pageSize: RECOMMENDED_PAGE_SIZE, recommend: recommendCodeforces, band: levelBand },
} satisfies ProblemPlatform<CodeforcesProblem, CodeforcesQuery>;

export type { CodeforcesProblem } from "./list";
export type { CodeforcesQuery } from "./query";

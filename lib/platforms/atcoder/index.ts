// AtCoder: tasks by level and contest type, with AtCoder Problems' difficulty colours and, for a
// handle, the tasks it solved. The platform as the site knows it.
import { fillTemplate } from "@/lib/text";
import { handleQuery } from "../fields";
import type { ProblemPlatform } from "../types";
import { optionsOf, titleIn } from "../words";
import {
  type AtcoderProblem,
  type AtcoderTask,
  atcoderBand,
  atcoderBandFill,
  type DifficultyOf,
  filterAtcoder,
} from "./list";
import {
  ATCODER_DIFFICULTIES,
  ATCODER_HANDLE,
  ATCODER_LEVELS,
  ATCODER_PAGE_SIZE,
  ATCODER_QUERY,
  ATCODER_TYPES,
  type AtcoderQuery,
} from "./query";

export const atcoder = {
  id: "atcoder" as const,
  name: "AtCoder",
  path: "/atcoder" as const,
  label: "AtCoder problem",
  pageSize: ATCODER_PAGE_SIZE,
  noun: "problems",
  query: ATCODER_QUERY,
  listQuery: (query) => ({ ...query, handle: null }),
  filter: filterAtcoder,
  answer: (task, difficultyOf) => ({ ...task, difficulty: difficultyOf(task.id) }),
  selects: (words) => [
    {
      name: "level",
      label: words.filters.level,
      options: ATCODER_LEVELS.map((value) => ({ value, label: value || words.atcoderLevelAll })),
    },
    {
      name: "type",
      label: words.filters.type,
      options: optionsOf(ATCODER_TYPES, words.atcoderType),
    },
    {
      name: "difficulty",
      label: words.filters.difficulty,
      options: optionsOf(ATCODER_DIFFICULTIES, words.atcoderDifficulty),
    },
  ],
  row: (p, words) => ({
    key: p.id,
    title: titleIn(words, p.title),
    url: p.url,
    facts: [
      fillTemplate(words.facts.contest, { id: p.contest_id }),
      fillTemplate(words.facts.task, { id: p.id }),
    ],
    tags: [],
    difficulty:
      p.difficulty === null
        ? null
        : {
            value: p.difficulty,
            band: atcoderBand(p.difficulty),
            filled: atcoderBandFill(p.difficulty),
          },
  }),
  handle: { ...ATCODER_HANDLE, query: handleQuery(ATCODER_HANDLE), rated: false },
  extras: { hideDifficulty: true },
} satisfies ProblemPlatform<AtcoderTask, AtcoderQuery, DifficultyOf, AtcoderProblem>;

export type { AtcoderProblem, AtcoderTask } from "./list";
export type { AtcoderQuery } from "./query";

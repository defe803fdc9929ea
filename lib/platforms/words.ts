// What the platforms' rows and selects share when they put their values into words
// (messages/<locale>/problems.json). Isomorphic.
import { fillTemplate } from "@/lib/text";
import type { FilterOption, ProblemsWords } from "./types";

/** A select's options: each value with its label. */
export const optionsOf = <T extends string>(
  values: readonly T[],
  labels: Record<T, string>,
): FilterOption[] => values.map((value) => ({ value, label: labels[value] }));

/** An empty title is shown as "Untitled Problem". */
export const titleIn = (words: ProblemsWords, name: string) =>
  name.trim() === "" ? words.untitled : name;

/** "Rating 1500", or "Unrated". */
export const ratingIn = (words: ProblemsWords, rating: number | null) =>
  rating === null ? words.unrated : fillTemplate(words.facts.rating, { rating });

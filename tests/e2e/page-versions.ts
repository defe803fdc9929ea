// The pages every-page.spec.ts opens for all its checks (head, axe, a phone's width),
// in both languages: every route, except that of the 42 notes categories, one template filled from
// lib/content/notes.ts, it opens those at the data's extremes rather than all 42 (which were 84 of
// 156 pages, and a third of the Chromium suite's time): the longest name (the heading on a phone)
// and the longest word in each language, a category with and one without a roadmap link and a
// logo, and each name with a character other than letters, digits and spaces (C#, C++, Node.js,
// UI & UX). The other 33 get its first check only: answer, head tags, heading and console.
import { LOCALES, localePath } from "@/lib/i18n/locales";
import { categoryPath, noteCategories, type NoteCategory } from "@/lib/content/notes";
import { ALL_PAGE_ROUTES } from "@/lib/routes";

const longestWord = (c: NoteCategory, locale: "en" | "hi") =>
  Math.max(
    ...[c.name, c.summary[locale], ...c.firstSteps.map((s) => s[locale])]
      .flatMap((text) => text.split(/\s+/))
      .map((word) => word.length),
  );
const most = (score: (c: NoteCategory) => number) =>
  noteCategories.reduce((best, c) => (score(c) > score(best) ? c : best));

const SAMPLED = new Set<NoteCategory>([
  most((c) => c.name.length),
  most((c) => longestWord(c, "en")),
  most((c) => longestWord(c, "hi")),
  noteCategories.find((c) => c.roadmapSlug)!,
  noteCategories.find((c) => !c.roadmapSlug)!,
  noteCategories.find((c) => c.logo)!,
  noteCategories.find((c) => !c.logo)!,
  ...noteCategories.filter((c) => /[^A-Za-z0-9 ]/.test(c.name)),
]);

const categoryRoutes = new Set(noteCategories.map((c) => decodeURIComponent(categoryPath(c.name))));
const sampledRoutes = new Set([...SAMPLED].map((c) => decodeURIComponent(categoryPath(c.name))));

/** The routes every-page.spec.ts fully checks, decoded ("/notes/category/C#_Programming"). */
export const PAGE_ROUTES = ALL_PAGE_ROUTES.filter(
  (route) => !categoryRoutes.has(route) || sampledRoutes.has(route),
);

/** Each of PAGE_ROUTES in every language. */
export const PAGE_VERSIONS = PAGE_ROUTES.flatMap((path) =>
  LOCALES.map((locale) => localePath(locale, path)),
);

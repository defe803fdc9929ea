// The problem lists' words in both languages, for the problem browser's client components only:
// kept apart from lib/i18n/controls.ts so that every page with a carousel or a link does not
// ship them.
import type { Locale } from "@/lib/i18n/locales";
import enProblems from "@/messages/en/problems.json";
import hiProblems from "@/messages/hi/problems.json";

export type ProblemsCopy = typeof enProblems;

export const PROBLEMS_COPY: Record<Locale, ProblemsCopy> = { en: enProblems, hi: hiProblems };

"use client";
// The words of shared client controls (carousels, pause buttons, the problem lists' filters) in
// the page's language (usePageLocale). A client component ships only the namespaces it shows, in
// both languages: a few kilobytes, never the whole set.
import type { Locale } from "@/lib/i18n/locales";
import { usePageLocale } from "@/lib/i18n/use-page-locale";
import enControls from "@/messages/en/controls.json";
import hiControls from "@/messages/hi/controls.json";

export type ControlsCopy = typeof enControls;

export const CONTROLS_COPY: Record<Locale, ControlsCopy> = { en: enControls, hi: hiControls };

export function useControlsCopy(): ControlsCopy {
  return CONTROLS_COPY[usePageLocale()];
}

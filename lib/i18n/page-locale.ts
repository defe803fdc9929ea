import "server-only";
import { getLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import type { Locale } from "@/lib/i18n/locales";
import { pageLocales } from "@/lib/i18n/pages";

/**
 * The language a page (decoded path) is asked for; a 404 where the page has no version in it.
 * Pre-rendered pages get this from their metadata (lib/seo.ts); pages rendered on request call it
 * first thing too, since their metadata is streamed after the status is sent.
 */
export async function pageLocaleOrExit(path: string): Promise<Locale> {
  const locale = (await getLocale()) as Locale;
  if (!pageLocales(path).includes(locale)) notFound();
  return locale;
}

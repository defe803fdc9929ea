import type { MetadataRoute } from "next";
import { LOCALES, localePath } from "@/lib/i18n/locales";
import { TOOL_PATHS } from "@/lib/platforms/registry";
import { ALL_PAGE_ROUTES } from "@/lib/routes";
import { absoluteUrl, languageAlternates } from "@/lib/seo";

/** Pages that change more often than the rest (the contest list and each platform's problems). */
const DAILY = new Set<string>(TOOL_PATHS);

// Next writes <loc> and the alternates as given, so "&" (in /Terms&Conditions) is escaped here to
// keep valid XML.
function xmlSafe(url: string): string {
  return url.replace(/&/g, "&amp;");
}

/** Every page in both languages, each naming its other language. */
export default function sitemap(): MetadataRoute.Sitemap {
  return ALL_PAGE_ROUTES.flatMap((path) => {
    const languages = Object.fromEntries(
      Object.entries(languageAlternates(path)).map(([tag, url]) => [tag, xmlSafe(url)]),
    );
    return LOCALES.map((locale) => ({
      url: xmlSafe(absoluteUrl(localePath(locale, path))),
      changeFrequency: DAILY.has(path) ? ("daily" as const) : ("monthly" as const),
      priority: path === "/" ? 1 : path.split("/").length > 2 ? 0.6 : 0.8,
      alternates: { languages },
    }));
  });
}

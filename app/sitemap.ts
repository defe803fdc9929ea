import type { MetadataRoute } from "next";
import { ALL_PAGE_ROUTES } from "@/lib/routes";
import { absoluteUrl } from "@/lib/seo";

/** Pages that change more often than the rest (contest and problem lists). */
const DAILY = new Set(["/contest", "/codeforces", "/atcoder", "/leetcode"]);

// Next writes <loc> as given, so "&" (in /Terms&Conditions) is escaped here to keep valid XML.
function xmlSafe(url: string): string {
  return url.replace(/&/g, "&amp;");
}

export default function sitemap(): MetadataRoute.Sitemap {
  return ALL_PAGE_ROUTES.map((path) => ({
    url: xmlSafe(absoluteUrl(path)),
    changeFrequency: DAILY.has(path) ? "daily" : "monthly",
    priority: path === "/" ? 1 : path.split("/").length > 2 ? 0.6 : 0.8,
  }));
}

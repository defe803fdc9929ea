// Every canonical route of the site, and the rule that maps an old or mis-cased address to one.
import { noteCategories, categoryPath } from "@/lib/content/notes";
import { roadmaps, roadmapPath } from "@/lib/content/roadmaps";
import { PLATFORMS } from "@/lib/platforms/registry";
import { encodePath, safeDecode } from "@/lib/url";

/** Pages with a fixed path, in the spec's spelling. */
export const STATIC_ROUTES = [
  "/",
  "/features",
  "/notes",
  "/Achievers",
  "/AboutUs",
  "/privacy",
  "/Terms&Conditions",
  "/collegePrograms",
  "/CampusPrograms",
  "/SchoolProgram",
  "/swayam-batch",
  "/coders-sheet",
  "/mentorship-module",
  "/marathon-classes",
  "/internship",
  "/contest",
  "/moon-coder",
  "/ResumeBuilding",
  "/Amcat",
  "/Cocubes",
  "/Elitmus",
] as const;

/** Routes that answer with a redirect rather than a page. */
export const REDIRECT_ROUTES = ["/Gform"] as const;

/** Every page the site serves, decoded (e.g. "/notes/category/C#_Programming"). */
export const ALL_PAGE_ROUTES: readonly string[] = [
  ...STATIC_ROUTES,
  ...PLATFORMS.map((p) => p.path),
  ...roadmaps.map((r) => roadmapPath(r.slug)),
  ...noteCategories.map((c) => decodeURIComponent(categoryPath(c.name))),
];

const byLowerCase = new Map<string, string>(
  [...ALL_PAGE_ROUTES, ...REDIRECT_ROUTES].map((p) => [p.toLowerCase(), p]),
);

/**
 * The canonical path for a letter-case variant of a known path (old links keep working),
 * or null when the path is unknown or already canonical. Returned paths are URL-encoded.
 */
export function canonicalPathFor(pathname: string): string | null {
  const decoded = safeDecode(pathname).replace(/\/+$/, "") || "/";
  const canonical = byLowerCase.get(decoded.toLowerCase());
  if (!canonical || canonical === decoded) return null;
  return encodePath(canonical);
}

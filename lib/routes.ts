// Every canonical route of the site, and the rule that maps an old or mis-cased address to one.
import {
  NOTE_CATEGORY_NAMES,
  ROADMAP_SLUGS,
  categoryPath,
  roadmapPath,
} from "@/lib/content/page-keys";
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
  ...ROADMAP_SLUGS.map(roadmapPath),
  ...NOTE_CATEGORY_NAMES.map((name) => decodeURIComponent(categoryPath(name))),
];

const byLowerCase = new Map<string, string>(
  [...ALL_PAGE_ROUTES, ...REDIRECT_ROUTES].map((p) => [p.toLowerCase(), p]),
);

/** A path as the route list spells it: decoded, without a trailing slash. */
function routeKey(pathname: string): string {
  return safeDecode(pathname).replace(/\/+$/, "") || "/";
}

/**
 * Whether a page (or redirect) of ours answers at this path, in its own spelling or another
 * letter case; encoded or decoded. proxy.ts answers every other address with a 404.
 */
export function isPageAddress(pathname: string): boolean {
  return byLowerCase.has(routeKey(pathname).toLowerCase());
}

/**
 * The canonical path for a letter-case variant of a known path (old links keep working),
 * or null when the path is unknown or already canonical. Returned paths are URL-encoded.
 */
export function canonicalPathFor(pathname: string): string | null {
  const decoded = routeKey(pathname);
  const canonical = byLowerCase.get(decoded.toLowerCase());
  if (!canonical || canonical === decoded) return null;
  return encodePath(canonical);
}

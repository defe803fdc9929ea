// Every problem platform of the site, and the contest list beside them. The API route, the browser
// page, the sitemap, the routes, the solved store and the snapshots read this list (the server's
// half, with each list's upstream, is ./server.ts; the settings' half is ./settings.mjs): adding a
// platform is a folder and a line here. Isomorphic.
import { atcoder } from "./atcoder";
import { codeforces } from "./codeforces";
import { contests } from "./contests";
import { leetcode } from "./leetcode";
import type { AnyPlatform } from "./types";

/** In the order the site offers them. */
export const PLATFORMS = [codeforces, atcoder, leetcode] as const satisfies readonly AnyPlatform[];

export type PlatformId = (typeof PLATFORMS)[number]["id"];
export type Platform = (typeof PLATFORMS)[number];
/** The platforms where a handle can mark the problems. */
export type ProgressPlatformId = Extract<Platform, { handle: object }>["id"];

export const PLATFORM_IDS: readonly PlatformId[] = PLATFORMS.map((p) => p.id);

/** The platform of an id, or null (an address that is no platform's). */
export function platformOf(id: string): AnyPlatform | null {
  return PLATFORMS.find((p) => p.id === id) ?? null;
}

/** The platform of an id known to be one (a programming error otherwise). */
export function platformOrThrow(id: PlatformId): AnyPlatform {
  const platform = platformOf(id);
  if (!platform) throw new Error(`No problem platform "${id}"`);
  return platform;
}

/** The platforms with a handle, by id. */
export const PROGRESS_PLATFORM_IDS = PLATFORMS.filter((p) => p.handle !== null).map(
  (p) => p.id,
) as ProgressPlatformId[];

/** The contest list: a list of the same shape, but no problem platform. */
export { contests as CONTESTS };

/** The pages of the tools: each platform's browser and the contest list. */
export const TOOL_PATHS = [...PLATFORMS.map((p) => p.path), contests.path] as const;

/** Where a browser's list is read from: our API's address for a query (also the SWR key). */
export function apiPathOf(platform: Pick<AnyPlatform, "id">): string {
  return `/api/problems/${platform.id}`;
}

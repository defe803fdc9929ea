// The problems a visitor marked solved, kept in this browser only (localStorage, one list per
// platform of the registry), with export to and import from a JSON file so the list can move
// between browsers.
import { PLATFORM_IDS, type PlatformId, platformOrThrow } from "@/lib/platforms/registry";

export const SOLVED_PLATFORMS = PLATFORM_IDS;
export type SolvedPlatform = PlatformId;

const STORAGE_PREFIX = "coderhouse.solved.";
const EXPORT_KIND = "coder-house-solved-problems";
/** Generous: the largest archive has about 10,000 problems. */
export const MAX_SOLVED = 50_000;
const MAX_KEY_LENGTH = 200;
/** A real export of MAX_SOLVED keys stays well under this. */
export const MAX_IMPORT_BYTES = 2_000_000;

export const IMPORT_MESSAGES = {
  tooLarge: "That file is too large to be a solved list exported from this page.",
  notJson: "That file is not a solved list: it is not valid JSON.",
  wrongShape:
    "That file is not a solved list exported from this page. Choose a file made with “Export solved”.",
  wrongPlatform: "That file holds solved problems for {other}, not {platform}.",
} as const;

// Checked by hand rather than with zod: this module loads with every problem browser.
function isKeyList(value: unknown): value is string[] {
  return (
    Array.isArray(value) &&
    value.length <= MAX_SOLVED &&
    value.every((k) => typeof k === "string" && k.length >= 1 && k.length <= MAX_KEY_LENGTH)
  );
}

export type SolvedExport = {
  kind: typeof EXPORT_KIND;
  version: 1;
  platform: SolvedPlatform;
  exportedAt: string;
  solved: string[];
};

function isSolvedExport(value: unknown): value is SolvedExport {
  const v = value as Partial<SolvedExport> | null;
  return (
    typeof v === "object" &&
    v !== null &&
    !Array.isArray(v) &&
    v.kind === EXPORT_KIND &&
    v.version === 1 &&
    SOLVED_PLATFORMS.includes(v.platform as SolvedPlatform) &&
    typeof v.exportedAt === "string" &&
    isKeyList(v.solved)
  );
}

export function storageKey(platform: SolvedPlatform): string {
  return STORAGE_PREFIX + platform;
}

/** The stored list; anything unreadable counts as empty rather than breaking the page. */
export function parseStoredSolved(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return isKeyList(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/** Sorted and without duplicates, so the stored text is stable. */
export function serialiseSolved(keys: Iterable<string>): string {
  return JSON.stringify([...new Set(keys)].sort());
}

export function toggleSolved(keys: readonly string[], key: string, solved: boolean): string[] {
  const next = new Set(keys);
  if (solved) next.add(key);
  else next.delete(key);
  return [...next];
}

export function createSolvedExport(
  platform: SolvedPlatform,
  keys: readonly string[],
  now: Date,
): SolvedExport {
  return {
    kind: EXPORT_KIND,
    version: 1,
    platform,
    exportedAt: now.toISOString(),
    solved: [...new Set(keys)].sort(),
  };
}

export function exportFileName(platform: SolvedPlatform, now: Date): string {
  return `coder-house-solved-${platform}-${now.toISOString().slice(0, 10)}.json`;
}

export type ImportResult = { ok: true; keys: string[] } | { ok: false; message: string };

/** Reads an export file's text; a file of another platform or any other JSON is refused. */
export function parseSolvedImport(text: string, platform: SolvedPlatform): ImportResult {
  if (text.length > MAX_IMPORT_BYTES) return { ok: false, message: IMPORT_MESSAGES.tooLarge };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: IMPORT_MESSAGES.notJson };
  }
  if (!isSolvedExport(value)) return { ok: false, message: IMPORT_MESSAGES.wrongShape };
  if (value.platform !== platform) {
    return {
      ok: false,
      message: IMPORT_MESSAGES.wrongPlatform
        .replace("{other}", platformOrThrow(value.platform).name)
        .replace("{platform}", platformOrThrow(platform).name),
    };
  }
  return { ok: true, keys: [...new Set(value.solved)] };
}

/** Imported keys join the ones already marked; nothing is unmarked by an import. */
export function mergeSolved(
  current: readonly string[],
  imported: readonly string[],
): { keys: string[]; added: number } {
  const next = new Set(current);
  const before = next.size;
  for (const key of imported) next.add(key);
  return { keys: [...next].slice(0, MAX_SOLVED), added: next.size - before };
}

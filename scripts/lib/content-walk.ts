// Finds every image and internal link in the content modules, whatever their shape, so the
// content test and the image list in docs/images.md never need to know each module's exports.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { isText } from "../../lib/i18n/text";

export type FoundImage = {
  src: string;
  alt: string;
  width: number;
  height: number;
  module: string;
};

export const CONTENT_DIR = join(__dirname, "..", "..", "lib", "content");
export const CONTENT_FILES = readdirSync(CONTENT_DIR).filter((f) => f.endsWith(".ts"));

function* walk(value: unknown, seen: Set<unknown>): Generator<[string | null, unknown]> {
  if (value === null || typeof value !== "object" || seen.has(value)) return;
  seen.add(value);
  if ("_zod" in (value as object)) return; // a zod schema, not data
  for (const [key, child] of Object.entries(value as object)) {
    yield [Array.isArray(value) ? null : key, child];
    yield* walk(child, seen);
  }
}

function isImage(v: unknown): v is Omit<FoundImage, "module"> {
  return (
    typeof v === "object" && v !== null && "src" in v && "width" in v && "height" in v && "alt" in v
  );
}

/**
 * `modules` maps a content file name to its exports. Images are listed once per src, with their
 * English alt text (a bilingual alt is an { en, hi } pair).
 */
export function findImages(modules: Record<string, Record<string, unknown>>): FoundImage[] {
  const bySrc = new Map<string, FoundImage>();
  for (const [module, exports] of Object.entries(modules)) {
    const seen = new Set<unknown>();
    for (const data of Object.values(exports)) {
      for (const [, v] of walk(data, seen)) {
        if (!isImage(v) || bySrc.has(v.src)) continue;
        const alt: unknown = v.alt;
        bySrc.set(v.src, { ...v, alt: isText(alt) ? alt.en : v.alt, module });
      }
    }
  }
  return [...bySrc.values()].sort((a, b) => a.src.localeCompare(b.src));
}

/** Internal links (values of `href` or `link` keys that start with "/"), without duplicates. */
export function findInternalLinks(modules: Record<string, Record<string, unknown>>): string[] {
  const links = new Set<string>();
  for (const exports of Object.values(modules)) {
    const seen = new Set<unknown>();
    for (const data of Object.values(exports)) {
      for (const [k, v] of walk(data, seen)) {
        if ((k === "href" || k === "link") && typeof v === "string" && v.startsWith("/"))
          links.add(v);
      }
    }
  }
  return [...links].sort();
}

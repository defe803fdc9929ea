/**
 * The content the institute edits: counts the spec fixes, images that exist, links that resolve.
 * It walks every module in lib/content, so new content is checked without touching this file.
 */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { ALL_PAGE_ROUTES, REDIRECT_ROUTES } from "@/lib/routes";

const ROOT = join(__dirname, "..", "..");
const CONTENT_DIR = join(ROOT, "lib", "content");

const modules: Record<string, Record<string, unknown>> = Object.fromEntries(
  readdirSync(CONTENT_DIR)
    .filter((f) => f.endsWith(".ts"))
    .map((f) => [f.replace(/\.ts$/, ""), require(join(CONTENT_DIR, f)) as Record<string, unknown>]),
);

/** Every value reachable from the exported data (functions and schemas are skipped). */
function* walk(value: unknown, seen = new Set<unknown>()): Generator<[string | null, unknown]> {
  if (value === null || typeof value !== "object" || seen.has(value)) return;
  seen.add(value);
  if ("_zod" in (value as object)) return; // a zod schema, not data
  for (const [key, child] of Object.entries(value as object)) {
    yield [Array.isArray(value) ? null : key, child];
    yield* walk(child, seen);
  }
}

const allData = Object.values(modules).flatMap((m) => Object.values(m).filter((v) => typeof v !== "function"));

function collect(predicate: (key: string | null, value: unknown) => boolean): unknown[] {
  const found: unknown[] = [];
  for (const data of allData) for (const [k, v] of walk(data)) if (predicate(k, v)) found.push(v);
  return found;
}

describe("content images", () => {
  const images = collect(
    (_k, v) => typeof v === "object" && v !== null && "src" in v && "width" in v && "height" in v,
  ) as { src: string; alt: string }[];

  it("finds the images of every content module", () => {
    expect(images.length).toBeGreaterThan(100);
  });

  it.each(images.map((i) => [i.src, i] as const))("%s exists under public/", (src) => {
    expect(existsSync(join(ROOT, "public", src))).toBe(true);
  });
});

describe("content links", () => {
  const known = new Set<string>([...ALL_PAGE_ROUTES, ...REDIRECT_ROUTES]);
  const hrefs = [
    ...new Set(
      collect((k, v) => (k === "href" || k === "link") && typeof v === "string" && v.startsWith("/")) as string[],
    ),
  ];

  it("finds the internal links", () => {
    expect(hrefs.length).toBeGreaterThan(10);
  });

  it.each(hrefs)("%s resolves to a page or a file", (href) => {
    const [path = "/"] = decodeURIComponent(href).split("#");
    const isFile = existsSync(join(ROOT, "public", path)) && path !== "/";
    expect(known.has(path) || isFile).toBe(true);
  });
});

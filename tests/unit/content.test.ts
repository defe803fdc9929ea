/**
 * The content the institute edits: counts the spec fixes, images that exist, links that resolve.
 * Images and links are found by walking every module in lib/content, so new content is checked
 * without touching this file.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { ALL_PAGE_ROUTES, REDIRECT_ROUTES } from "@/lib/routes";
import {
  CONTENT_DIR,
  CONTENT_FILES,
  findImages,
  findInternalLinks,
} from "@/scripts/lib/content-walk";

const PUBLIC = join(__dirname, "..", "..", "public");

const modules: Record<string, Record<string, unknown>> = Object.fromEntries(
  CONTENT_FILES.map((f) => [f, require(join(CONTENT_DIR, f)) as Record<string, unknown>]),
);

describe("content images", () => {
  const images = findImages(modules);

  it("finds the images of every content module", () => {
    expect(images.length).toBeGreaterThan(100);
  });

  it.each(images.map((i) => i.src))("%s exists under public/", (src) => {
    expect(existsSync(join(PUBLIC, src))).toBe(true);
  });
});

describe("content links", () => {
  const known = new Set<string>([...ALL_PAGE_ROUTES, ...REDIRECT_ROUTES]);
  const hrefs = findInternalLinks(modules);

  it("finds the internal links", () => {
    expect(hrefs.length).toBeGreaterThan(10);
  });

  it.each(hrefs)("%s resolves to a page or a file", (href) => {
    const [path = "/"] = decodeURIComponent(href).split("#");
    const isFile = path !== "/" && existsSync(join(PUBLIC, path));
    expect(known.has(path) || isFile).toBe(true);
  });
});

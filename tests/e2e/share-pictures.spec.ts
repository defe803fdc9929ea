// Link previews (WhatsApp, LinkedIn, Facebook): every page in both languages names a picture of its
// own (og:image with its size and alt), drawn by the build with the page's title in the page's
// language (scripts/share-pictures.ts), served as a 1200 × 630 PNG.
import { expect, test } from "./fixtures";
import { LOCALES, localePath } from "@/lib/i18n/locales";
import { ALL_PAGE_ROUTES } from "@/lib/routes";
import { encodePath } from "@/lib/url";
import { htmlToText } from "./support";

/** The content of each og: meta tag of a page's HTML, by property. */
function openGraph(html: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const [, property, content] of html.matchAll(
    /<meta property="(og:[a-z:_]+)" content="([^"]*)"/g,
  ))
    tags[property!] ??= htmlToText(content!);
  return tags;
}

for (const locale of LOCALES) {
  test(`every ${locale} page has a share picture of its own, 1200 × 630, named by its title`, async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const seen = new Map<string, string>();
    for (const path of ALL_PAGE_ROUTES) {
      const route = localePath(locale, path);
      const page = await request.get(encodePath(route));
      expect(page.status(), route).toBe(200);
      const og = openGraph(await page.text());
      const url = og["og:image"] ?? "";
      expect(url, `og:image of ${route}`).toMatch(/^https?:\/\/[^/]+\/_next\/static\/og\//);
      expect([og["og:image:width"], og["og:image:height"]], route).toEqual(["1200", "630"]);
      expect(og["og:image:alt"], route).toBe(og["og:title"]);
      expect(seen.get(url), `${route} shares its picture with ${seen.get(url)}`).toBeUndefined();
      seen.set(url, route);

      const picture = await request.get(new URL(url).pathname);
      expect(picture.status(), url).toBe(200);
      expect(picture.headers()["content-type"]).toBe("image/png");
      const png = await picture.body();
      // The PNG header: signature, then the IHDR chunk's width and height.
      expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], url).toEqual([1200, 630]);
    }
  });
}

test("a page's picture differs between its languages", async ({ request }) => {
  const pictures = await Promise.all(
    LOCALES.map(async (locale) => {
      const html = await (await request.get(localePath(locale, "/features"))).text();
      const url = openGraph(html)["og:image"] ?? "";
      return (await request.get(new URL(url).pathname)).body();
    }),
  );
  expect(pictures[0]!.equals(pictures[1]!)).toBe(false);
});

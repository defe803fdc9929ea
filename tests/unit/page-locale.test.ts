/** @jest-environment node */
// The page's language is read one way on the server (pageLocale) and one way in the browser
// (usePageLocale): what a visitor reads in an alert, a fetched list or a link follows the address,
// never a second guess (the <html lang>, window.location, a header) that can disagree with it.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

let pathname: string | null = "/";
jest.mock("next/navigation", () => ({ usePathname: () => pathname }));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { usePageLocale } = require("@/lib/i18n/use-page-locale");

it.each([
  ["/hi", "hi"],
  ["/hi/contest", "hi"],
  ["/", "en"],
  ["/contest", "en"],
  ["/history", "en"],
  [null, "en"],
])("a page at %s is in %s", (address, locale) => {
  pathname = address;
  expect(usePageLocale()).toBe(locale);
});

describe("no other reader of the page's language", () => {
  const root = join(__dirname, "..", "..");
  const READERS = new Set(["lib/i18n/page-locale.ts", "lib/i18n/use-page-locale.ts"]);
  const WAYS = [
    /getLocale\(/,
    /useLocale\(/,
    /documentElement\.lang/,
    /splitLocalePath\(.*\)\.locale/,
    /\{[^{}]*\blocale\b[^{}]*\}\s*=\s*splitLocalePath/,
    /requestLocale/,
  ];
  const files = ["app", "components", "lib"].flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })
      .filter((f) => /\.(ts|tsx|mjs)$/.test(f))
      .map((f) => `${folder}/${f}`),
  );

  it("reads the site's sources", () => {
    expect(files).toEqual(expect.arrayContaining([...READERS, "components/forms/use-submit.ts"]));
  });

  it("finds the language only through pageLocale() and usePageLocale()", () => {
    const readers = files.filter((file) => {
      const source = readFileSync(join(root, file), "utf8");
      return WAYS.some((way) => way.test(source));
    });
    // next-intl's request configuration is what pageLocale() asks.
    expect(readers.sort()).toEqual([...READERS, "lib/i18n/request.ts"].sort());
  });
});

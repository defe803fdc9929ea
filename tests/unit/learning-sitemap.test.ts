/**
 * @jest-environment node
 */
import robots from "@/app/robots";
import sitemap from "@/app/sitemap";
import { roadmaps } from "@/lib/content/roadmaps";
import { noteCategories } from "@/lib/content/notes";
import { LOCALES } from "@/lib/i18n/locales";
import { ALL_PAGE_ROUTES } from "@/lib/routes";

describe("sitemap and robots", () => {
  const urls = sitemap().map((entry) => entry.url);

  it("lists every page once in each language, categories and roadmaps included", () => {
    expect(urls).toHaveLength(ALL_PAGE_ROUTES.length * LOCALES.length);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.length).toBeGreaterThanOrEqual(24 + roadmaps.length + noteCategories.length);
    expect(urls).toContain("https://coderhouse.in/notes/category/C%23_Programming");
    expect(urls).toContain("https://coderhouse.in/programs/machine-learning");
    expect(urls).toContain("https://coderhouse.in/hi/notes/category/C%23_Programming");
    expect(urls).toContain("https://coderhouse.in/hi/programs/machine-learning");
  });

  it("names each version's other languages, and English as the default", () => {
    const home = sitemap().filter(
      (entry) => entry.url.replace(/\/hi$/, "/") === "https://coderhouse.in/",
    );
    expect(home.map((entry) => entry.url)).toEqual([
      "https://coderhouse.in/",
      "https://coderhouse.in/hi",
    ]);
    for (const entry of home) {
      expect(entry.alternates?.languages).toEqual({
        "en-IN": "https://coderhouse.in/",
        "hi-IN": "https://coderhouse.in/hi",
        "x-default": "https://coderhouse.in/",
      });
    }
    const about = sitemap().find((entry) => entry.url === "https://coderhouse.in/hi/AboutUs");
    expect(about?.alternates?.languages).toEqual({
      "en-IN": "https://coderhouse.in/AboutUs",
      "hi-IN": "https://coderhouse.in/hi/AboutUs",
      "x-default": "https://coderhouse.in/AboutUs",
    });
  });

  it("leaves out the contact form redirect", () => {
    expect(urls.some((u) => u.includes("Gform"))).toBe(false);
  });

  it("escapes & so the XML stays valid", () => {
    expect(urls).toContain("https://coderhouse.in/Terms&amp;Conditions");
    expect(urls.every((u) => !/&(?!amp;)/.test(u))).toBe(true);
  });

  it("lets crawlers in and points them to the sitemap", () => {
    const r = robots();
    expect(r.rules).toEqual({ userAgent: "*", allow: "/" });
    expect(r.sitemap).toBe("https://coderhouse.in/sitemap.xml");
  });
});

/** @jest-environment node */
import { GET as getBanners } from "@/app/api/banners/route";
import { GET as getCampusPrograms } from "@/app/api/campus-programs/route";
import { homeBanners } from "@/lib/content/banners";
import { campusPrograms } from "@/lib/content/campus";
import { inLocale } from "@/lib/i18n/text";

type Banner = { image: string; alt: string; order: number };

describe("GET /api/banners", () => {
  it("answers { HomeBanner: [...] } with every banner's image, alt and order, sorted by order", async () => {
    const response = getBanners();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const body = (await response.json()) as { HomeBanner: Banner[] };
    expect(Object.keys(body)).toEqual(["HomeBanner"]);
    expect(body.HomeBanner).toHaveLength(homeBanners.length);
    for (const banner of body.HomeBanner) {
      expect(Object.keys(banner).sort()).toEqual(["alt", "image", "order"]);
      expect(banner.image).toMatch(/^\/images\/.+\.(webp|png|jpe?g|avif)$/);
      expect(banner.alt.length).toBeGreaterThan(0);
    }
    const orders = body.HomeBanner.map((b) => b.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(new Set(body.HomeBanner.map((b) => b.image)).size).toBe(homeBanners.length);
  });

  it("lets browsers and CDNs cache the list", () => {
    expect(getBanners().headers.get("cache-control")).toMatch(/max-age=\d+/);
  });
});

describe("GET /api/campus-programs", () => {
  it("answers the campus program objects with the fields of SPEC section 3", async () => {
    const response = getCampusPrograms();
    expect(response.status).toBe(200);
    const programs = (await response.json()) as Record<string, unknown>[];
    expect(programs).toHaveLength(campusPrograms.length);
    for (const program of programs) {
      expect(program).toEqual(
        expect.objectContaining({
          type: expect.stringMatching(/^(technical|non-technical)$/),
          name: expect.any(String),
          symbol: expect.any(String),
          image: expect.stringMatching(/^\/images\//),
          duration: expect.any(String),
          cost: expect.any(Number),
          link: expect.stringMatching(/^\//),
          batches: expect.any(Object),
        }),
      );
      const batches = program.batches as Record<string, { time?: unknown } | undefined>;
      const times = ["morning", "evening"].filter((b) => batches[b]);
      expect(times.length).toBeGreaterThan(0);
      for (const b of times) expect(typeof batches[b]!.time).toBe("string");
    }
    expect(programs.map((p) => p.name)).toEqual(inLocale(campusPrograms, "en").map((p) => p.name));
  });

  it("answers in English only, whatever language the pages are read in", async () => {
    const [first] = (await getCampusPrograms().json()) as Record<string, unknown>[];
    expect(first).toEqual({
      type: "technical",
      name: "C Programming",
      symbol: "C",
      duration: "4 months",
      cost: 600,
      currency: "USD",
      link: "/programs/c-programming",
      batches: { morning: { time: "09:00–11:00 AM" }, evening: { time: "06:00–08:00 PM" } },
      image: "/images/campus/programs/c-programming.webp",
      image_alt: "C Programming course card",
    });
  });
});

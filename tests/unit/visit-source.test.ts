/** @jest-environment node */
// Where a visit came from (lib/visit-source.ts): one page load's source from its address, its
// referrer and this site's host, and how the first and the latest source of a visit move on.
import {
  HEARD_FROM,
  type PageSource,
  carriesSource,
  nextVisit,
  pageSource,
  referrerHost,
  visitFields,
} from "@/lib/visit-source";

const HOST = "coderhouse.in";
const page = (href: string, referrer = "") => pageSource(href, referrer, HOST);

describe("one page load's source", () => {
  it("reads the campaign tags, the other site's name and the path, nothing else", () => {
    expect(
      page(
        "https://coderhouse.in/programs/dsa?utm_source=Instagram&utm_medium=Social&utm_campaign=Diwali%20Offer&utm_term=x&handle=tourist",
        "https://www.google.com/search?q=coder+house+jabalpur",
      ),
    ).toEqual({
      utm_source: "instagram",
      utm_medium: "social",
      utm_campaign: "Diwali Offer",
      referrer: "google.com",
      landing: "/programs/dsa",
    });
  });

  it("is the landing path alone for a direct visit", () => {
    const direct = page("https://coderhouse.in/hi?handle=tourist");
    expect(direct).toEqual({ landing: "/hi" });
    expect(carriesSource(direct)).toBe(false);
  });

  it("tidies tags: control characters out, spaces collapsed, trimmed, clipped to 100", () => {
    const source = page(
      `https://coderhouse.in/?utm_source=%20%20you%00tube%20&utm_campaign=${"c".repeat(150)}&utm_medium=%20%20`,
    );
    expect(source.utm_source).toBe("youtube");
    expect(source.utm_campaign).toHaveLength(100);
    expect(source).not.toHaveProperty("utm_medium");
  });

  it("clips a long landing path to 300 characters", () => {
    expect(page(`https://coderhouse.in/${"a".repeat(400)}`).landing).toHaveLength(300);
  });

  it.each([
    ["this site", "https://coderhouse.in/programs"],
    ["an app", "android-app://com.google.android.gm/"],
    ["nothing", ""],
    ["junk", "not a url"],
  ])("keeps no referrer from %s", (_, referrer) => {
    expect(referrerHost(referrer, HOST)).toBeUndefined();
  });

  it("keeps only the host name of another site, www. dropped, no port or path", () => {
    expect(referrerHost("https://WWW.Instagram.com:443/p/abc?igsh=1", HOST)).toBe("instagram.com");
    expect(referrerHost("http://l.facebook.com/l.php?u=x", HOST)).toBe("l.facebook.com");
    // The same name on another port is another site (a staging copy, say).
    expect(referrerHost("http://localhost:3001/", "localhost:3000")).toBe("localhost");
  });
});

describe("a visit's first and latest source", () => {
  const landing = page("https://coderhouse.in/?utm_source=instagram&utm_campaign=diwali");
  const inside = page("https://coderhouse.in/programs", "https://coderhouse.in/");
  const fromGoogle = page("https://coderhouse.in/resources", "https://www.google.com/");

  it("starts with the first page as both, when it carries a source", () => {
    expect(nextVisit(null, landing)).toEqual({ first: landing, latest: landing });
  });

  it("starts with the first page and no latest for a direct visit", () => {
    expect(nextVisit(null, inside)).toEqual({ first: inside });
  });

  it("keeps the first; moves the latest only on a page load with a source", () => {
    let visit = nextVisit(null, landing);
    visit = nextVisit(visit, inside);
    expect(visit).toEqual({ first: landing, latest: landing });
    visit = nextVisit(visit, fromGoogle);
    expect(visit).toEqual({ first: landing, latest: fromGoogle });
    visit = nextVisit(visit, inside);
    expect(visit).toEqual({ first: landing, latest: fromGoogle });
  });

  it("becomes the fields a form sends, only those known", () => {
    const visit = nextVisit(nextVisit(null, landing), fromGoogle);
    expect(visitFields(visit)).toEqual({
      first_utm_source: "instagram",
      first_utm_campaign: "diwali",
      first_landing: "/",
      latest_referrer: "google.com",
      latest_landing: "/resources",
    });
    expect(visitFields(null)).toEqual({});
    expect(visitFields({ first: { landing: "" } as PageSource })).toEqual({});
  });

  it("offers a short, fixed list for 'How did you hear about us?'", () => {
    expect(HEARD_FROM).toEqual([
      "instagram",
      "youtube",
      "friend",
      "college",
      "google",
      "whatsapp",
      "other",
    ]);
  });
});

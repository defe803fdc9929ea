// The privacy policy's promise about "How you found us" (lib/content/privacy.ts, visit-source):
// the browser keeps the visit's source in this tab's session storage only, sets no cookie and
// writes nothing that outlives the tab; a client-side move to another page is not a new landing.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { render } from "@testing-library/react";
import { VisitSourceCapture } from "@/components/layout/visit-source-capture";
import { storedVisitFields } from "@/components/forms/visit-source-store";
import { consentNotice } from "@/lib/content/forms";
import { privacyContent } from "@/lib/content/privacy";

/** Every file of the capture: the page-load leaf, its storage and the pure parsing it runs. */
const CAPTURE_FILES = [
  "components/layout/visit-source-capture.tsx",
  "components/forms/visit-source-store.ts",
  "lib/visit-source.ts",
];

type Store = typeof import("@/components/forms/visit-source-store");

/** A fresh document: a new instance of the store, whose once-per-page-load note starts anew. */
async function loadPage(path: string, referrer = ""): Promise<Store> {
  window.history.replaceState(null, "", path);
  Object.defineProperty(document, "referrer", { value: referrer, configurable: true });
  jest.resetModules();
  const store = (await import("@/components/forms/visit-source-store")) as Store;
  store.rememberPageLoad();
  return store;
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe("capturing where the visit came from", () => {
  it("keeps it in session storage only: no cookie, nothing in local storage", async () => {
    const store = await loadPage(
      "/programs/dsa?utm_source=instagram&utm_campaign=diwali&handle=tourist",
      "https://www.instagram.com/",
    );
    expect(document.cookie).toBe("");
    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.length).toBe(1);
    expect(store.storedVisitFields()).toEqual({
      first_utm_source: "instagram",
      first_utm_campaign: "diwali",
      first_referrer: "instagram.com",
      first_landing: "/programs/dsa",
      latest_utm_source: "instagram",
      latest_utm_campaign: "diwali",
      latest_referrer: "instagram.com",
      latest_landing: "/programs/dsa",
    });
    // Never what follows the "?" but the campaign tags: a practice handle stays out.
    expect(window.sessionStorage.getItem(store.VISIT_SOURCE_KEY)).not.toMatch(/tourist/);
  });

  it("keeps the first landing and moves the latest only on a load from elsewhere", async () => {
    await loadPage("/?utm_source=youtube", "");
    await loadPage("/resources", "http://localhost/");
    let store = await loadPage("/about", "https://www.google.com/search?q=x");
    expect(store.storedVisitFields()).toEqual({
      first_utm_source: "youtube",
      first_landing: "/",
      latest_referrer: "google.com",
      latest_landing: "/about",
    });
    store = await loadPage("/hi", "http://localhost/about");
    expect(store.storedVisitFields()).toMatchObject({ latest_landing: "/about" });
  });

  it("is noted by the leaf every page mounts, once: a client-side move is no new landing", () => {
    window.history.replaceState(null, "", "/?utm_source=whatsapp");
    Object.defineProperty(document, "referrer", { value: "", configurable: true });
    const first = render(<VisitSourceCapture />);
    expect(storedVisitFields()).toMatchObject({ first_utm_source: "whatsapp", first_landing: "/" });
    first.unmount();
    // Next's router moves to another page without loading a document: the leaf mounts again.
    window.history.replaceState(null, "", "/programs?utm_source=later");
    render(<VisitSourceCapture />);
    expect(storedVisitFields()).toMatchObject({ latest_utm_source: "whatsapp" });
    expect(storedVisitFields()).not.toHaveProperty("latest_landing", "/programs");
  });

  it("sends nothing when the browser refuses storage, and does not throw", async () => {
    const setItem = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    const store = await loadPage("/?utm_source=instagram");
    expect(store.storedVisitFields()).toEqual({});
    setItem.mockRestore();
  });

  it.each(CAPTURE_FILES)("%s uses session storage only and sets no cookie", (file) => {
    const code = readFileSync(join(process.cwd(), file), "utf8");
    expect(code).not.toMatch(/localStorage|document\.cookie|cookieStore|indexedDB|caches\./);
    expect(code).not.toMatch(/navigator\.|screen\.|fetch\(|sendBeacon|XMLHttpRequest/);
  });

  it("is what the privacy policy says, in both languages", () => {
    const source = privacyContent.dataSources.find((d) => d.id === "visit-source")!;
    expect(source.collected.en).toMatch(/“session storage”, not a cookie/);
    expect(source.collected.hi).toMatch(/“सेशन स्टोरेज” में, कुकी में नहीं/);
    expect(source.collected.en).toMatch(
      /nothing is sent to us until you choose to send one of our forms/,
    );
    expect(JSON.stringify(privacyContent)).toContain(
      "The site sets no cookies of its own except one",
    );
  });

  it.each(["lead", "coderSheet", "appointment"] as const)(
    "is named by the %s form's notice before consent, in both languages",
    (form) => {
      expect(consentNotice[form].en).toContain("how you reached our site");
      expect(consentNotice[form].hi).toContain("आप हमारी साइट तक कैसे पहुँचे");
    },
  );
});

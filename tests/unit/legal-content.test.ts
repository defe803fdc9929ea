import { PROGRESS_TTL_MS } from "@/lib/live-data/progress";
import { consentNotice } from "@/lib/content/forms";
import { formatLegalDate, retentionText, translationNotes } from "@/lib/content/legal";
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from "@/lib/i18n/locales";
import { privacyContent as privacy } from "@/lib/content/privacy";
import { termsContent as terms } from "@/lib/content/terms";
import { seedFacts, withFacts } from "@/lib/content-store/facts";

describe("terms and conditions", () => {
  it("has the spec's 11 numbered sections, each with a unique anchor", () => {
    expect(terms.sections).toHaveLength(11);
    expect(new Set(terms.sections.map((s) => s.id)).size).toBe(11);
  });

  it("takes effect on 1 January 2025 under Indian law, courts at Jabalpur", () => {
    expect(formatLegalDate(terms.effectiveDate)).toBe("1 January 2025");
    const text = JSON.stringify(terms);
    expect(text).toContain("laws of India");
    expect(text).toContain("courts at Jabalpur, Madhya Pradesh");
  });
});

describe("privacy policy", () => {
  const text = JSON.stringify(privacy);

  it("says the service is not for children under 13", () => {
    expect(text).toMatch(/not meant for children under 13/);
  });

  it("names the Act and every way data reaches the institute today", () => {
    expect(text).toContain("Digital Personal Data Protection Act, 2023");
    expect(privacy.dataSources.map((d) => d.id)).toEqual(
      expect.arrayContaining(["server-logs", "contact-form", "phone-and-email"]),
    );
  });

  it("lists each of the site's three forms with what it collects, why, for how long and who sees it", () => {
    for (const id of ["enquiry-form", "coder-sheet-form", "mentorship-booking"]) {
      const source = privacy.dataSources.find((d) => d.id === id);
      expect(source).toBeDefined();
      expect(source?.collected.en).toMatch(/consent/);
      expect(source?.collected.hi).toMatch(/सहमति/);
      expect(retentionText(source!.retention, "hi")).toMatch(/12 महीने/);
      expect(retentionText(source!.retention, "en")).toMatch(/12 months/);
    }
  });

  it("words each enforced period with what it is counted from and when it ends", () => {
    const shown = (id: string) =>
      retentionText(privacy.dataSources.find((d) => d.id === id)!.retention, "en");
    expect(shown("coder-sheet-form")).toBe(
      "Up to 12 months after you send the form or after our last contact with you, whichever is later. Then it is deleted automatically.",
    );
    expect(shown("mentorship-booking")).toMatch(
      /^Up to 12 months after the session date or after our last contact with you, whichever is later\. Then it is deleted automatically\. If you enrol/,
    );
  });

  it("says the one cookie is the language choice, set only when the visitor makes it", () => {
    const choice = privacy.dataSources.find((d) => d.id === "language-choice")!;
    expect(choice.collected.en).toContain(`cookie named ${LOCALE_COOKIE}`);
    expect(choice.collected.en).toMatch(/not set unless you make that choice/);
    expect(retentionText(choice.retention, "en")).toContain(
      `${LOCALE_COOKIE_MAX_AGE / 86_400} days`,
    );
  });

  it("says a practice handle is remembered on the device and kept by the server only briefly", () => {
    const handles = privacy.dataSources.find((d) => d.id === "practice-handles")!;
    expect(handles.collected.en).toMatch(/until you press “Forget handle”/);
    expect(handles.collected.en).toMatch(/never written to our logs/);
    // The number the server uses (lib/services/progress.ts caches for PROGRESS_TTL_MS).
    expect(retentionText(handles.retention, "en")).toContain(`${PROGRESS_TTL_MS / 60_000} minutes`);
  });

  it("says the server logs keep only a shortened IP address", () => {
    const logs = privacy.dataSources.find((d) => d.id === "server-logs")!;
    expect(logs.collected.en).toContain(
      "a shortened form of your IP address (its last part removed",
    );
    expect(logs.collected.en).not.toMatch(/: your IP address/);
  });

  it("says how a data request is verified and logged, and that a relative's records are left out", () => {
    const rights = privacy.after.find((s) => s.id === "exercising-your-rights")!;
    const words = rights.paragraphs.map((p) => p.en).join(" ");
    expect(words).toMatch(/call you back on the number you gave us/);
    expect(words).toMatch(/someone you have authorised in writing/);
    expect(words).toMatch(/shares your phone number or email address.*only those that are yours/);
    expect(words).toMatch(/each step of your request.*who asked.*how we confirmed it/);
  });

  it("was updated no earlier than the consent notice the forms show", () => {
    expect(privacy.lastUpdated >= consentNotice.version).toBe(true);
  });

  it("ends with a way to reach the institute", () => {
    expect(privacy.after.some((s) => s.showContact)).toBe(true);
    expect(text).toContain("{address}");
    expect(JSON.stringify(withFacts(privacy, seedFacts, "en"))).toContain(seedFacts.address.city);
  });

  it("has unique anchors across the page", () => {
    const ids = [...privacy.before, ...privacy.dataSources, ...privacy.after].map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("the Hindi texts, as a native reader would have them", () => {
  const hindi = (value: unknown) =>
    JSON.stringify(value, (key, v: unknown) => (key === "en" ? undefined : v));
  const source = (id: string) => privacy.dataSources.find((d) => d.id === id)!;

  it("words every kept period as at most that long, never as 'until that long after'", () => {
    expect(retentionText(source("coder-sheet-form").retention, "hi")).toBe(
      "फ़ॉर्म भेजने या आपसे हमारे आख़िरी संपर्क (जो भी बाद में हो) के बाद ज़्यादा से ज़्यादा 12 महीने तक। फिर यह अपने-आप मिट जाता है।",
    );
    for (const d of privacy.dataSources) {
      expect([d.id, retentionText(d.retention, "hi")]).not.toEqual([
        d.id,
        expect.stringMatching(/महीने बाद तक/),
      ]);
    }
    for (const id of ["server-logs", "contact-form", "phone-and-email", "language-choice"]) {
      expect(retentionText(source(id).retention, "hi")).toContain("ज़्यादा से ज़्यादा");
    }
    for (const notice of [
      consentNotice.lead,
      consentNotice.coderSheet,
      consentNotice.appointment,
    ]) {
      expect(notice.hi).toContain("ज़्यादा से ज़्यादा 12 महीने तक");
    }
  });

  it("collects as little as it can, rather than claiming the least", () => {
    expect(hindi(privacy)).toContain("हम जितना हो सके, उतना कम डेटा लेते हैं।");
    expect(hindi(privacy)).not.toContain("कम से कम डेटा");
  });

  it("names the Act and the Board by their Hindi names where they first appear", () => {
    expect(privacy.intro.hi).toContain("डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023");
    const firstBoard = privacy.after.flatMap((s) => s.paragraphs).find((p) => /बोर्ड/.test(p.hi))!;
    expect(firstBoard.hi).toContain("भारतीय डेटा संरक्षण बोर्ड");
    expect(hindi(privacy)).not.toMatch(/प्रोटेक्शन एक्ट, 2023|एक्ट के मुताबिक़/);
  });

  it("gives the grievance right as redress", () => {
    const rights = privacy.after.find((s) => s.id === "your-rights")!;
    const grievance = rights.points!.find((p) => p.en.includes("grievance"))!;
    expect(grievance.hi).toContain("शिकायत का हमसे निवारण");
  });

  it("says on both Hindi documents that the English text prevails", () => {
    for (const note of [translationNotes.terms, translationNotes.privacy]) {
      expect(note).toContain("दोनों में अंतर हो तो अंग्रेज़ी पाठ लागू होगा।");
    }
  });

  it("says 'either' as one of the two and 'licensed' as a licence in the terms", () => {
    const fees = terms.sections.find((s) => s.id === "programs-and-fees")!;
    expect(fees.paragraphs[2]!.hi).toContain("इन दोनों में से कोई एक चुन सकते हैं");
    const ip = terms.sections.find((s) => s.id === "intellectual-property")!;
    expect(ip.paragraphs[0]!.hi).toContain("जिन्होंने हमें इनका लाइसेंस दिया है");
  });
});

/** @jest-environment node */
// The privacy policy's retention periods are the ones the retention job enforces: both read the
// same numbers in lib/content/privacy.ts, so changing one changes the other.
import { resolveServer } from "../setup/server-components";
import { renderToStaticMarkup } from "react-dom/server";
import type * as Policy from "@/lib/content/privacy";
import type * as Retention from "@/lib/services/retention";

type Modules = { page: string; retention: typeof Retention };

/** /privacy as a visitor gets it, and the retention service, over this policy. */
async function load(edit?: (policy: typeof Policy.privacyContent) => typeof Policy.privacyContent) {
  let loaded!: Modules;
  await jest.isolateModulesAsync(async () => {
    if (edit) {
      jest.doMock("@/lib/content/privacy", () => {
        const actual = jest.requireActual<typeof Policy>("@/lib/content/privacy");
        return { ...actual, privacyContent: edit(actual.privacyContent) };
      });
    }
    const { default: PrivacyPage } = await import("@/app/[locale]/(legal)/privacy/page");
    loaded = {
      page: renderToStaticMarkup(await resolveServer(await PrivacyPage())).replace(/<[^>]+>/g, " "),
      retention: await import("@/lib/services/retention"),
    };
  });
  jest.dontMock("@/lib/content/privacy");
  return loaded;
}

const months = (retention: typeof Retention) =>
  Object.fromEntries(
    retention.retentionRules().map((r) => [r.sourceId, [r.months, r.countedFrom]]),
  );

describe("retention periods", () => {
  it("are the same 12 months on /privacy and in the job, for each stored form", async () => {
    const { page, retention } = await load();
    expect(months(retention)).toEqual({
      "enquiry-form": [12, "submission"],
      "coder-sheet-form": [12, "submission"],
      "mentorship-booking": [12, "session"],
    });
    expect(page).toContain("Up to 12 months after you send the form or after our last contact");
    expect(page).toContain("Up to 12 months after the session date or after our last contact");
  });

  it("change on the page and in the job together when the policy's number changes", async () => {
    const { page, retention } = await load((policy) => ({
      ...policy,
      dataSources: policy.dataSources.map((d) =>
        d.id === "mentorship-booking" && "months" in d.retention
          ? { ...d, retention: { ...d.retention, months: 7 } }
          : d,
      ),
    }));
    expect(months(retention)["mentorship-booking"]).toEqual([7, "session"]);
    expect(page).toContain("Up to 7 months after the session date or after our last contact");
    expect(page).not.toContain("Up to 12 months after the session date");
  });

  it("refuse a policy that gives a stored form no enforceable period", async () => {
    const { retention } = await load((policy) => ({
      ...policy,
      dataSources: policy.dataSources.map((d) =>
        d.id === "enquiry-form"
          ? { ...d, retention: { en: "As long as we like.", hi: "जब तक हम चाहें।" } }
          : d,
      ),
    }));
    expect(() => retention.retentionRules()).toThrow(
      'The privacy policy gives "enquiry-form" no enforced retention period.',
    );
  });

  it("refuse to count an enquiry's period from a session it does not have", async () => {
    const { retention } = await load((policy) => ({
      ...policy,
      dataSources: policy.dataSources.map((d) =>
        d.id === "coder-sheet-form"
          ? { ...d, retention: { months: 12, countedFrom: "session" } }
          : d,
      ),
    }));
    expect(() => retention.retentionRules()).toThrow(
      '"coder-sheet-form" has no session date to count its period from.',
    );
  });
});

let retention: typeof Retention;
beforeAll(async () => {
  ({ retention } = await load());
});

describe("monthsBefore", () => {
  it.each([
    ["2026-11-23T12:00:00.000Z", 12, "2025-11-23T12:00:00.000Z"],
    ["2026-03-31T08:00:00.000Z", 1, "2026-02-28T08:00:00.000Z"],
    ["2028-03-31T08:00:00.000Z", 1, "2028-02-29T08:00:00.000Z"],
    ["2026-01-15T00:00:00.000Z", 13, "2024-12-15T00:00:00.000Z"],
  ])("%s less %i months is %s", (from, n, expected) => {
    expect(retention.monthsBefore(new Date(from), n).toISOString()).toBe(expected);
  });
});

describe("parseOlderThan", () => {
  it.each([
    ["365d", 365],
    ["1d", 1],
    ["30d", 30],
  ])("reads %s as %i days", (text, days) => {
    expect(retention.parseOlderThan(text)).toBe(days);
  });

  it.each(["0d", "365", "12m", "1y", "-5d", "3.5d", " 30d", "30D", "d", "", "999999d"])(
    "refuses %j",
    (text) => {
      expect(retention.parseOlderThan(text)).toBeNull();
    },
  );
});

describe("the notice each form shows before consent", () => {
  it.each([
    ["lead", "enquiry-form", "after you send this form or after our last contact"],
    ["coderSheet", "coder-sheet-form", "after you send this form or after our last contact"],
    ["appointment", "mentorship-booking", "after the session or our last contact"],
  ] as const)("%s promises the period the policy and the job use", async (notice, source, from) => {
    const { consentNotice } = await import("@/lib/content/forms");
    const { storedRetention } = await import("@/lib/content/legal");
    const { privacyContent } = await import("@/lib/content/privacy");
    const { months } = storedRetention(privacyContent, source);
    expect(consentNotice[notice].en).toContain(
      `We keep them for up to ${months} months ${from}, whichever is later.`,
    );
    // "Up to": at most that long, never "until that long after".
    expect(consentNotice[notice].hi).toContain(
      `(जो भी बाद में हो) के बाद ज़्यादा से ज़्यादा ${months} महीने तक रखी जाती है।`,
    );
  });
});

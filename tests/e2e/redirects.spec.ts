// Old and mis-cased addresses: fixed 308 redirects, letter-case variants, the encoded Terms
// address and the contact form redirect.
import { type APIResponse } from "@playwright/test";
import { expect, test } from "./fixtures";
import { env } from "@/lib/env.mjs";
import { termsContent } from "@/lib/content/terms";
import { encodePath } from "@/lib/url";
import { h1Texts } from "./support";

/**
 * Every Location header of a response, as paths (the server may answer with absolute URLs).
 * HTTP allows exactly one, so the specs compare the whole list.
 */
function locationPaths(res: APIResponse): string[] {
  return res
    .headersArray()
    .filter((h) => h.name.toLowerCase() === "location")
    .map((h) => {
      const url = new URL(h.value, "http://127.0.0.1");
      return url.pathname + url.search;
    });
}

const FIXED = [
  ["/home", "/"],
  ["/Notes", "/notes"],
  ["/CollegePrograms", "/collegePrograms"],
  ["/campusPrograms", "/CampusPrograms"],
  ["/Features", "/features"],
  ["/programs/criticalthinking", "/programs/CriticalThinking"],
] as const;

for (const [from, to] of FIXED) {
  test(`${from} answers 308 to ${to}`, async ({ request }) => {
    const res = await request.get(from, { maxRedirects: 0 });
    expect(res.status()).toBe(308);
    expect(locationPaths(res)).toEqual([to]);
  });
}

/** [variant as typed, canonical decoded path] */
const CASE_VARIANTS = [
  ["/ACHIEVERS", "/Achievers"],
  ["/aboutus", "/AboutUs"],
  ["/FEATURES", "/features"],
  ["/Privacy", "/privacy"],
  ["/terms&conditions", "/Terms&Conditions"],
  ["/schoolprogram", "/SchoolProgram"],
  ["/Swayam-Batch", "/swayam-batch"],
  ["/amcat", "/Amcat"],
  ["/LeetCode", "/leetcode"],
  ["/Programs/Java-Programming", "/programs/java-programming"],
  ["/programs/gdpersonalinterview", "/programs/GDPersonalInterview"],
  ["/notes/category/machine_learning", "/notes/category/Machine_Learning"],
  ["/notes/category/c%23_programming", "/notes/category/C#_Programming"],
  ["/NOTES/CATEGORY/JAVA", "/notes/category/Java"],
] as const;

for (const [variant, canonical] of CASE_VARIANTS) {
  test(`${variant} answers 308 to ${canonical}`, async ({ request }) => {
    const res = await request.get(variant, { maxRedirects: 0 });
    expect(res.status()).toBe(308);
    expect(locationPaths(res)).toEqual([encodePath(canonical)]);
  });
}

test("/Terms%26Conditions serves the Terms page itself", async ({ request }) => {
  const res = await request.get("/Terms%26Conditions", { maxRedirects: 0 });
  expect(res.status()).toBe(200);
  expect(h1Texts(await res.text())).toEqual([termsContent.title.en]);
});

test("/Gform redirects to the contact form", async ({ request }) => {
  const res = await request.get("/Gform", { maxRedirects: 0 });
  expect([301, 302, 303, 307, 308]).toContain(res.status());
  const locations = res.headersArray().filter((h) => h.name.toLowerCase() === "location");
  expect(locations.map((h) => h.value)).toEqual([env.CONTACT_FORM_URL]);
});

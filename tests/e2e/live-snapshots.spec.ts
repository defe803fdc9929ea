// A new server that cannot reach any upstream, with the shipped copies of the lists on (the
// default; the suite's shared servers turn them off): all four tool pages show real items "as of"
// the date each copy was captured, instead of "not available", and the API sends those copies with
// no-store. And a new server that can reach its upstreams answers its first visitors with the live
// lists, not the shipped copies.
import { readFileSync } from "node:fs";
import {
  contestListCopy as contestListCopyIn,
  problemListCopy as problemListCopyIn,
} from "@/components/learning/list-copy";
import { formatIst } from "@/components/learning/live-format";
import { PLATFORMS } from "@/lib/platforms/registry";
import { expect, test } from "./fixtures";
import { type OwnServer, startOwnServer } from "./server-process";

// The English page's copy.
const problemListCopy = problemListCopyIn("en", "");
const contestListCopy = contestListCopyIn("en", "");

test.describe.configure({ mode: "serial" });

const shipped = (list: string) =>
  JSON.parse(readFileSync(`lib/live-data/snapshots/${list}.json`, "utf8")) as {
    asOf: string;
    data: { url: string; end?: string }[];
  };

test.describe("a new server with no network", () => {
  let server: OwnServer;
  test.beforeAll(async () => {
    // Its upstreams point where nothing listens (server-process.ts); a clist key so every list is on.
    server = await startOwnServer({
      SHIPPED_SNAPSHOTS: "on",
      CLIST_USERNAME: "snapshot-user",
      CLIST_API_KEY: "snapshot-clist-key",
    });
  });
  test.afterAll(async () => server?.dispose());

  for (const { path, id } of PLATFORMS) {
    test(`${path} lists its shipped copy, dated`, async ({ page, request }) => {
      const { asOf, data } = shipped(id);
      const response = await page.goto(`${server.url}${path}`);
      expect(response?.status()).toBe(200);
      // The page itself is rendered for each request and kept by no cache either.
      expect(response?.headers()["cache-control"]).toContain("no-store");
      await expect(page.locator("[data-problem]").first()).toBeVisible();
      // The date a visitor reads is the capture date (formatIst includes the day and year).
      const dated = problemListCopy.asOf.replace("{time}", formatIst(asOf));
      await expect(page.getByText(dated)).toBeVisible();
      const first = await page.locator("[data-problem] a").first().getAttribute("href");
      expect(data.map((p) => p.url)).toContain(first);
      await expect(page.getByText("not available right now")).toHaveCount(0);

      const api = await request.get(`${server.url}/api/problems/${id}`);
      expect(api.status()).toBe(200);
      expect((await api.json()).asOf).toBe(asOf);
      // Nothing may keep it: the live list is to replace it as soon as it can be had.
      expect(api.headers()["cache-control"]).toBe("no-store");
    });
  }

  test("/contest lists the shipped contests not over yet, dated", async ({ page, request }) => {
    const { asOf, data } = shipped("contests");
    const response = await page.goto(`${server.url}/contest`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toContain("no-store");
    const dated = contestListCopy.asOf.replace("{time}", formatIst(asOf));
    await expect(page.getByText(dated)).toBeVisible();
    const notOver = data.filter((c) => Date.parse(c.end!) > Date.now() + 60_000).length;
    await expect(page.locator("[data-contest]")).toHaveCount(notOver);
    await expect(page.getByText(contestListCopy.notConfigured)).toHaveCount(0);

    const api = await request.get(`${server.url}/api/contests`);
    expect((await api.json()).asOf).toBe(asOf);
    expect(api.headers()["cache-control"]).toBe("no-store");
  });

  test("the log says which lists started from their shipped copy", async ({ request }) => {
    await request.get(`${server.url}/api/problems/atcoder`);
    const served = server
      .lines()
      .filter((line) => line.msg === "no saved copy yet: serving the shipped one")
      .map((line) => line.list);
    expect(served).toEqual(
      expect.arrayContaining(["codeforces", "atcoder", "leetcode", "contests"]),
    );
  });
});

test.describe("a new server that can reach its upstreams", () => {
  let server: OwnServer;
  test.beforeAll(async () => {
    const upstream = process.env.E2E_UPSTREAM_URL;
    const [username, key] = (process.env.E2E_CLIST_KEY ?? "").split(":");
    if (!upstream || !username || !key) throw new Error("set by playwright.config.ts");
    // The suite's fake upstream, with the shipped copies on as a real server has them; a longer
    // first wait than the 3 s a server has, so that a loaded machine cannot make it run late.
    server = await startOwnServer({
      SHIPPED_SNAPSHOTS: "on",
      LIVE_DATA_FIRST_WAIT_MS: "20000",
      CODEFORCES_API_URL: `${upstream}/codeforces/api`,
      ATCODER_PROBLEMS_URL: `${upstream}/atcoder/resources/merged-problems.json`,
      ATCODER_PROBLEM_MODELS_URL: `${upstream}/atcoder/resources/problem-models.json`,
      CLIST_API_URL: `${upstream}/clist/api/v4`,
      CLIST_USERNAME: username,
      CLIST_API_KEY: key,
    });
  });
  test.afterAll(async () => server?.dispose());

  test("/contest shows today's contests on the first visit, not the shipped ones", async ({
    page,
  }) => {
    const started = Date.now();
    await page.goto(`${server.url}/contest`);
    // Each contest of the shipped copy is over or nearly so; today's list is the fake's, all 48
    // minus those already over, and dated now.
    await expect(page.locator("[data-contest]").first()).toBeVisible();
    expect(await page.locator("[data-contest]").count()).toBeGreaterThan(10);
    const shippedDate = contestListCopy.asOf.replace("{time}", formatIst(shipped("contests").asOf));
    await expect(page.getByText(shippedDate)).toHaveCount(0);
    const platforms = page.getByLabel(contestListCopy.platform);
    await expect(platforms.locator("option", { hasText: "codeforces.com" })).toHaveCount(1);
    const now = contestListCopy.asOf.replace("{time}", formatIst(new Date(started).toISOString()));
    const later = contestListCopy.asOf.replace("{time}", formatIst(new Date().toISOString()));
    await expect(page.getByText(now).or(page.getByText(later))).toBeVisible();
  });

  test("every list's first answer is the live one, kept a minute", async ({ request }) => {
    for (const path of [...PLATFORMS.map((p) => `/api/problems/${p.id}`), "/api/contests"]) {
      const api = await request.get(`${server.url}${path}`);
      expect(api.status()).toBe(200);
      expect(api.headers()["cache-control"]).toMatch(/^public, max-age=60/);
      expect(Date.parse((await api.json()).asOf)).toBeGreaterThan(Date.now() - 5 * 60_000);
    }
  });
});

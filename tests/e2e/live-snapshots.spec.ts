// A new server that cannot reach any upstream, with the shipped copies of the lists on (the
// default; the suite's shared servers turn them off): the problem lists and contests show real
// items "as of" the date each copy was captured, instead of "not available".
import { readFileSync } from "node:fs";
import { problemListCopy as problemListCopyText } from "@/lib/content/coding-resources";
import { inLocale } from "@/lib/i18n/text";
import { formatIst } from "@/components/learning/live-format";
import { expect, test } from "./fixtures";
import { type OwnServer, startOwnServer } from "./server-process";

// The English page's copy.
const problemListCopy = inLocale(problemListCopyText, "en");

test.describe.configure({ mode: "serial" });

const shipped = (list: string) =>
  JSON.parse(readFileSync(`lib/live-data/snapshots/${list}.json`, "utf8")) as {
    asOf: string;
    data: { url: string }[];
  };

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

for (const [path, list] of [
  ["/codeforces", "codeforces"],
  ["/atcoder", "atcoder"],
] as const) {
  test(`${path} on a new server with no network lists its shipped copy, dated`, async ({
    page,
    request,
  }) => {
    const { asOf, data } = shipped(list);
    const response = await page.goto(`${server.url}${path}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("[data-problem]").first()).toBeVisible();
    // The date a visitor reads is the capture date (formatIst includes the day and year).
    const dated = problemListCopy.asOf.replace("{time}", formatIst(asOf));
    await expect(page.getByText(dated)).toBeVisible();
    const first = await page.locator("[data-problem] a").first().getAttribute("href");
    expect(data.map((p) => p.url)).toContain(first);
    await expect(page.getByText("not available right now")).toHaveCount(0);

    const api = await request.get(`${server.url}/api/problems${path}`);
    expect(api.status()).toBe(200);
    expect((await api.json()).asOf).toBe(asOf);
  });
}

test("the log says which lists started from their shipped copy", async ({ request }) => {
  await request.get(`${server.url}/api/problems/atcoder`);
  const served = server
    .lines()
    .filter((line) => line.msg === "no saved copy yet: serving the shipped one")
    .map((line) => line.list);
  expect(served).toEqual(expect.arrayContaining(["codeforces", "atcoder"]));
});

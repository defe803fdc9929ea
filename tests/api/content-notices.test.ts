/** @jest-environment node */
// Notices through the content API as an editor adds them (POST /api/staff/content/notice): the
// handler checks with the notice schema, so a link left empty is stored as no link, a last day
// before the first or a link to an http address is refused under its field with nothing stored,
// and a publish expires the pages that show notices. Visitors' read starts from today's What's New.
import { seedNotices } from "@/lib/content-store/notices";
import type { DatabaseHandle } from "@/lib/db/client";
import { revalidatedTags } from "../setup/next-cache";
import { OPEN_TIMEOUT_MS, freshDataDir, removeDataDirs } from "./databases";
import { SITE_URL, expectError, useEnv } from "./support";
import { AUTH_SECRET, type TestStaff, createStaff, staffRequest } from "./staff-support";

jest.unmock("@/lib/content-store/read");

type Route = (
  request: Request,
  context: { params: Promise<{ kind: string }> },
) => Promise<Response>;

let handle: DatabaseHandle;
let create: Route;
let editor: TestStaff;

beforeAll(async () => {
  useEnv({ SITE_URL, DATA_DIR: freshDataDir("content-notices"), AUTH_SECRET });
  handle = await (await import("@/lib/db/client")).getDatabase();
  create = (await import("@/app/api/staff/content/[kind]/route")).POST as Route;
  editor = await createStaff("editor", "Neha Editor");
}, OPEN_TIMEOUT_MS);

afterAll(async () => {
  await handle?.close();
  removeDataDirs();
});

const add = (body: unknown) =>
  create(staffRequest("/api/staff/content/notice", { staff: editor, method: "POST", body }), {
    params: Promise.resolve({ kind: "notice" }),
  });

/** What visitors get: the real reader, straight from the database. */
async function visitorsSee() {
  const { loadPublished } = await import("@/lib/content-store/read");
  return loadPublished("notice");
}

const banner = {
  placement: "banner",
  text: { en: "Closed on Monday for Guru Nanak Jayanti.", hi: "" },
  link: { label: { en: "", hi: "" }, href: "" },
  from: "2026-11-28",
  until: "2026-11-30",
};

test("a fresh install shows today's What's New as the one notice", async () => {
  expect(await visitorsSee()).toEqual(seedNotices);
});

test("a refused notice says why under its fields and stores nothing", async () => {
  const refused = await add({
    action: "publish",
    data: {
      ...banner,
      link: { label: { en: "Register", hi: "" }, href: "http://example.com/register" },
      until: "2026-11-27",
    },
  });
  const { error } = await expectError(refused, 422, "validation_failed");
  expect(error.fields).toEqual({
    "link.href":
      "Write a page of this site starting with /, such as /marathon-classes, or a whole address starting with https://.",
    until: "The last day cannot come before the first day.",
  });
  expect(await visitorsSee()).toEqual(seedNotices);
  expect(revalidatedTags).toEqual([]);
});

test("a published banner is stored after today's What's New, without a link when none was written", async () => {
  const created = await add({ action: "publish", data: banner });
  expect(created.status).toBe(201);
  expect(await visitorsSee()).toEqual([...seedNotices, { ...banner, link: null }]);
  expect(revalidatedTags).toEqual(["content:notice"]);
});

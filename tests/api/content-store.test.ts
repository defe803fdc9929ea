/** @jest-environment node */
// The content store behind the staff editor (lib/content-store/), through its handler as an
// editor uses it: a draft stays invisible to visitors, a publish keeps a version with what
// changed and expires the pages that show the item, a stale save is refused with who saved in
// between, an earlier version comes back in one step, and a bad value is refused field by field
// with nothing saved. Who may call it at all: staff-roles.test.ts.
import { rmSync } from "node:fs";
import { eq } from "drizzle-orm";
import { type Facts, seedFacts } from "@/lib/content-store/facts";
import type { DatabaseHandle } from "@/lib/db/client";
import { auditEvents, contentVersions } from "@/lib/db/schema";
import { revalidatedTags } from "../setup/next-cache";
import { OPEN_TIMEOUT_MS, freshDataDir, removeDataDirs } from "./databases";
import { SITE_URL, expectError, ownReleaseNote, releaseNoteFile, useEnv } from "./support";
import { AUTH_SECRET, type TestStaff, createStaff, staffRequest } from "./staff-support";

jest.unmock("@/lib/content-store/read");

type Route = (
  request: Request,
  context: { params: Promise<{ kind: string; id: string }> },
) => Promise<Response>;

let handle: DatabaseHandle;
let route: Route;
let editor: TestStaff;
let other: TestStaff;
let id = "";

let forgetReleaseNote = () => {};

beforeAll(async () => {
  forgetReleaseNote = ownReleaseNote("content-store");
  useEnv({ SITE_URL, DATA_DIR: freshDataDir("content-store"), AUTH_SECRET });
  handle = await (await import("@/lib/db/client")).getDatabase();
  route = (await import("@/app/api/staff/content/[kind]/[id]/route")).POST as Route;
  editor = await createStaff("editor", "Ritu Editor");
  other = await createStaff("admin", "Anil Admin");
  const { listEntries } = await import("@/lib/content-store/entries");
  id = (await listEntries(handle.db, "facts"))[0]!.id;
}, OPEN_TIMEOUT_MS);

afterAll(async () => {
  forgetReleaseNote();
  await handle?.close();
  removeDataDirs();
});

const send = (body: unknown, staff: TestStaff = editor, kind = "facts", item = id) =>
  route(staffRequest(`/api/staff/content/${kind}/${item}`, { staff, method: "POST", body }), {
    params: Promise.resolve({ kind, id: item }),
  });

async function current() {
  const { findEntry } = await import("@/lib/content-store/entries");
  return (await findEntry(handle.db, "facts", id))!;
}

/** What visitors get: the real reader, straight from the database. */
async function visitorsSee(): Promise<Facts> {
  const { loadPublished } = await import("@/lib/content-store/read");
  return (await loadPublished("facts"))[0]!;
}

const withPhone = (phone: string): Facts => ({ ...seedFacts, phone });

test("a fresh install shows today's facts, as version 1 of the item", async () => {
  expect(await visitorsSee()).toEqual(seedFacts);
  // Nothing published yet: the pages the build rendered are current.
  const { pagesMayPredate } = await import("@/lib/content-store/freshness");
  expect(await pagesMayPredate(handle.db)).toBe(false);
  expect((await current()).version).toBe(1);
});

test("a draft stays invisible to visitors until it is published, then it is version 2", async () => {
  const start = await current();
  const draft = await send({
    action: "save",
    revision: start.revision,
    data: withPhone("+91 98765 43210"),
  });
  expect(draft.status).toBe(200);
  expect((await visitorsSee()).phone).toBe(seedFacts.phone);
  expect(revalidatedTags).toEqual([]);

  const saved = await current();
  expect(saved.draft).toMatchObject({ phone: "+91 98765 43210" });
  const published = await send({ action: "publish", revision: saved.revision, data: saved.draft });
  expect(published.status).toBe(200);
  expect((await visitorsSee()).phone).toBe("+91 98765 43210");
  expect(revalidatedTags).toEqual(["content:facts"]);
  const after = await current();
  expect([after.version, after.draft]).toEqual([2, null]);
  const [version] = await handle.db
    .select()
    .from(contentVersions)
    .where(eq(contentVersions.version, 2));
  expect(version).toMatchObject({ action: "publish", changed: ["phone"], staffId: editor.id });
  const audit = await handle.db.select().from(auditEvents).where(eq(auditEvents.targetId, id));
  expect(audit.map((a) => a.action)).toEqual(["content_saved", "content_published"]);
});

test("a save over someone else's newer one is refused, naming them, and changes nothing", async () => {
  const opened = await current();
  expect(
    (
      await send(
        { action: "publish", revision: opened.revision, data: withPhone("+91 90000 00001") },
        other,
      )
    ).status,
  ).toBe(200);
  const stale = await send({
    action: "publish",
    revision: opened.revision,
    data: withPhone("+91 90000 00002"),
  });
  const { error } = await expectError(stale, 409, "conflict");
  expect(error.message).toContain("Anil Admin saved this item after you opened it");
  expect((await visitorsSee()).phone).toBe("+91 90000 00001");
});

test("an earlier version is published again in one step, as a new version", async () => {
  const before = await current();
  const restored = await send({ action: "restore", revision: before.revision, version: 1 });
  expect(restored.status).toBe(200);
  expect(await visitorsSee()).toEqual(seedFacts);
  const after = await current();
  expect(after.version).toBe(before.version + 1);
  const [version] = await handle.db
    .select()
    .from(contentVersions)
    .where(eq(contentVersions.version, after.version));
  expect(version).toMatchObject({ action: "restore", changed: ["phone"] });
  await expectError(
    await send({ action: "restore", revision: after.revision, version: 99 }),
    404,
    "not_found",
  );
});

test("bad facts are refused field by field, and nothing is saved", async () => {
  const before = await current();
  const bad = {
    ...seedFacts,
    phone: "call us",
    whatsapp: "+91 99268 65740",
    email: "not-an-email",
    openingHours: [{ days: ["Mo"], opens: "19:00", closes: "10:00" }],
    social: [{ name: "Facebook", href: "facebook" }],
    address: { ...seedFacts.address, lines: [{ en: "", hi: "" }], lat: 123 },
  };
  const { error } = await expectError(
    await send({ action: "publish", revision: before.revision, data: bad }),
    422,
    "validation_failed",
  );
  expect(Object.keys(error.fields ?? {}).sort()).toEqual([
    "address.lat",
    "address.lines.0.en",
    "email",
    "openingHours.0.closes",
    "phone",
    "social.0.href",
    "whatsapp",
  ]);
  expect((await current()).revision).toBe(before.revision);
  // An unknown field is refused too, rather than stored and never shown.
  await expectError(
    await send({ action: "save", revision: before.revision, data: { ...seedFacts, fee: 1 } }),
    422,
    "validation_failed",
  );
});

test("a kind or item that does not exist answers 404", async () => {
  await expectError(
    await send({ action: "save", revision: 1, data: seedFacts }, editor, "no-such-kind"),
    404,
    "not_found",
  );
  await expectError(
    await send(
      { action: "save", revision: 1, data: seedFacts },
      editor,
      "facts",
      "00000000-0000-4000-8000-000000000000",
    ),
    404,
    "not_found",
  );
});

test("a starting server expires pages that predate the last publish, and nobody else can ask", async () => {
  const { POST } = await import("@/app/api/content/refresh/route");
  const { REFRESH_HEADER } = await import("@/lib/server/content-refresh.mjs");
  const ask = (token?: string) =>
    POST(
      new Request(`${SITE_URL}/api/content/refresh`, {
        method: "POST",
        headers: token === undefined ? {} : { [REFRESH_HEADER]: token },
      }),
    );
  process.env.CONTENT_REFRESH_TOKEN = "this-process-only-0123456789";
  revalidatedTags.length = 0;
  await expectError(await ask(), 404, "not_found");
  await expectError(await ask("this-process-only-0123456788"), 404, "not_found");
  expect(revalidatedTags).toEqual([]);
  const right = () => ask("this-process-only-0123456789");
  // Every publish above noted what the pages show: a restart finds them current.
  expect(await (await right()).json()).toEqual({ refreshed: false });
  // A new build (its cache folder holds today's data) on a database with publishes: expired once.
  rmSync(releaseNoteFile(process.env.NEXT_DEPLOYMENT_ID!), { force: true });
  expect(await (await right()).json()).toEqual({ refreshed: true });
  expect(revalidatedTags).toEqual(["content"]);
  expect(await (await right()).json()).toEqual({ refreshed: false });
});

test("Hindi left empty falls back to English, and the editor is told which texts lack it", async () => {
  const { missingHindi, textIn } = await import("@/lib/content-store/text");
  const facts = { ...seedFacts, whatsappGreeting: { en: "Hello", hi: "" } };
  expect(textIn(facts.whatsappGreeting, "hi")).toEqual({ text: "Hello", lang: "en" });
  expect(missingHindi(facts)).toEqual(["whatsappGreeting"]);
  expect(missingHindi(seedFacts)).toEqual([]);
});

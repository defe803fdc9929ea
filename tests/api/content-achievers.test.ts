/** @jest-environment node */
// Achievers through the content handlers, as an editor uses them: a new achiever is published
// only after recording consent (refused with the message under the consent field, nothing stored
// or shown; a draft is kept), and so is a seeded one edited or brought back from its first version,
// while visitors keep seeing today's achievers throughout.
import type { Achiever } from "@/lib/content-store/achievers";
import { seedAchievers } from "@/lib/content-store/achievers";
import type { DatabaseHandle } from "@/lib/db/client";
import { revalidatedTags } from "../setup/next-cache";
import { AUTH_SECRET, type TestStaff, createStaff, staffRequest } from "./staff-support";
import { OPEN_TIMEOUT_MS, freshDataDir, removeDataDirs } from "./databases";
import { SITE_URL, expectError, useEnv } from "./support";

jest.unmock("@/lib/content-store/read");

type Handler<P> = (request: Request, context: { params: Promise<P> }) => Promise<Response>;

const CONSENT_MESSAGE =
  "Record the achiever's written consent before publishing: its date and how it was given.";

let handle: DatabaseHandle;
let create: Handler<{ kind: string }>;
let item: Handler<{ kind: string; id: string }>;
let editor: TestStaff;

beforeAll(async () => {
  useEnv({ SITE_URL, DATA_DIR: freshDataDir("content-achievers"), AUTH_SECRET });
  handle = await (await import("@/lib/db/client")).getDatabase();
  create = (await import("@/app/api/staff/content/[kind]/route")).POST as typeof create;
  item = (await import("@/app/api/staff/content/[kind]/[id]/route")).POST as typeof item;
  editor = await createStaff("editor", "Ritu Editor");
}, OPEN_TIMEOUT_MS);

afterAll(async () => {
  await handle?.close();
  removeDataDirs();
});

beforeEach(() => {
  revalidatedTags.length = 0;
});

const kind = "achiever";
const send = (body: unknown) =>
  create(staffRequest(`/api/staff/content/${kind}`, { staff: editor, method: "POST", body }), {
    params: Promise.resolve({ kind }),
  });
const sendTo = (id: string, body: unknown) =>
  item(staffRequest(`/api/staff/content/${kind}/${id}`, { staff: editor, method: "POST", body }), {
    params: Promise.resolve({ kind, id }),
  });

async function entries() {
  const { listEntries } = await import("@/lib/content-store/entries");
  return listEntries(handle.db, kind);
}

/** What visitors get: the real reader, straight from the database. */
async function visitorsSee(): Promise<Achiever[]> {
  const { loadPublished } = await import("@/lib/content-store/read");
  return loadPublished(kind);
}

const asha: Achiever = {
  ...seedAchievers[0]!,
  name: "Asha Verma",
  photo: null,
  photoAlt: { en: "", hi: "" },
  company: "Infosys",
  program: { en: "DSA with C++", hi: "C++ के साथ DSA" },
  duration: { en: "6 months", hi: "6 महीने" },
  fee: "paid",
  consent: null,
};
const consent = { date: "2025-06-30", form: "signed-form" } as const;

test("publishes an achiever only after recording consent", async () => {
  const refused = await send({ action: "publish", data: asha });
  const { error } = await expectError(refused, 422, "validation_failed");
  expect(error.fields).toEqual({ consent: CONSENT_MESSAGE });
  expect(await entries()).toHaveLength(seedAchievers.length);
  expect(await visitorsSee()).toEqual(seedAchievers);
  expect(revalidatedTags).toEqual([]);

  const drafted = await send({ action: "save", data: asha });
  expect(drafted.status).toBe(201);
  const { data } = (await drafted.json()) as { data: { id: string; revision: number } };
  const draft = (await entries()).find((e) => e.id === data.id)!;
  expect([draft.published, draft.draft]).toEqual([null, asha]);
  expect(await visitorsSee()).toEqual(seedAchievers);

  const stillRefused = await sendTo(data.id, {
    action: "publish",
    revision: data.revision,
    data: asha,
  });
  expect((await expectError(stillRefused, 422, "validation_failed")).error.fields).toEqual({
    consent: CONSENT_MESSAGE,
  });

  const published = await sendTo(data.id, {
    action: "publish",
    revision: data.revision,
    data: { ...asha, consent },
  });
  expect(published.status).toBe(200);
  expect(revalidatedTags).toEqual(["content:achiever"]);
  expect(await visitorsSee()).toEqual([...seedAchievers, { ...asha, consent }]);
});

test("today's achievers stay on the site, but are published again only with consent", async () => {
  const seeded = (await entries())[0]!;
  expect(seeded.published).toEqual(seedAchievers[0]);
  const edited = { ...seedAchievers[0]!, year: 2024 };
  const refused = await sendTo(seeded.id, {
    action: "publish",
    revision: seeded.revision,
    data: edited,
  });
  expect((await expectError(refused, 422, "validation_failed")).error.fields).toEqual({
    consent: CONSENT_MESSAGE,
  });
  expect((await visitorsSee())[0]).toEqual(seedAchievers[0]);

  const published = await sendTo(seeded.id, {
    action: "publish",
    revision: seeded.revision,
    data: { ...edited, consent },
  });
  expect(published.status).toBe(200);
  expect((await visitorsSee())[0]).toEqual({ ...edited, consent });

  // Its first version has no consent record: it cannot come back as it was.
  const after = (await entries())[0]!;
  const restore = await sendTo(seeded.id, {
    action: "restore",
    revision: after.revision,
    version: 1,
  });
  expect((await expectError(restore, 422, "validation_failed")).error.fields).toEqual({
    consent: CONSENT_MESSAGE,
  });
  expect((await visitorsSee())[0]).toEqual({ ...edited, consent });
});

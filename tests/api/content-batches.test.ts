/** @jest-environment node */
// Batches and fees through their handlers, as an editor adds them: a batch published at once is
// what the real reader gives program pages, with its pages expired; a draft is not; a batch with
// more seats taken than it has is refused under its field with nothing stored; marking it full
// and taking it off the site reach visitors too. The rules themselves: tests/unit/content-batches.
import type { Batch } from "@/lib/content-store/batches";
import type { DatabaseHandle } from "@/lib/db/client";
import { batch, fees } from "../fixtures/batches";
import { revalidatedTags } from "../setup/next-cache";
import { OPEN_TIMEOUT_MS, freshDataDir, removeDataDirs } from "./databases";
import { SITE_URL, expectError, useEnv } from "./support";
import { AUTH_SECRET, type TestStaff, createStaff, staffRequest } from "./staff-support";

jest.unmock("@/lib/content-store/read");

type Params<P> = { params: Promise<P> };
type Create = (request: Request, context: Params<{ kind: string }>) => Promise<Response>;
type Change = (
  request: Request,
  context: Params<{ kind: string; id: string }>,
) => Promise<Response>;
type Saved = { data: { id: string; revision: number; version: number }; message: string };

let handle: DatabaseHandle;
let create: Create;
let change: Change;
let editor: TestStaff;

beforeAll(async () => {
  useEnv({ SITE_URL, DATA_DIR: freshDataDir("content-batches"), AUTH_SECRET });
  handle = await (await import("@/lib/db/client")).getDatabase();
  create = (await import("@/app/api/staff/content/[kind]/route")).POST as Create;
  change = (await import("@/app/api/staff/content/[kind]/[id]/route")).POST as Change;
  editor = await createStaff("editor", "Ritu Editor");
}, OPEN_TIMEOUT_MS);

afterAll(async () => {
  await handle?.close();
  removeDataDirs();
});

beforeEach(() => {
  revalidatedTags.length = 0;
});

const add = (kind: string, body: unknown) =>
  create(staffRequest(`/api/staff/content/${kind}`, { staff: editor, method: "POST", body }), {
    params: Promise.resolve({ kind }),
  });

const act = (kind: string, id: string, body: unknown) =>
  change(
    staffRequest(`/api/staff/content/${kind}/${id}`, { staff: editor, method: "POST", body }),
    { params: Promise.resolve({ kind, id }) },
  );

/** What program pages get: the real reader, straight from the database. */
async function visitorsSee<K extends "batch" | "fees">(kind: K) {
  const { loadPublished } = await import("@/lib/content-store/read");
  return loadPublished(kind);
}

test("no batch and no fee before staff publish one", async () => {
  expect(await visitorsSee("batch")).toEqual([]);
  expect(await visitorsSee("fees")).toEqual([]);
});

test("an editor adds a batch with 2 of 20 seats left, published at once, then marks it full and takes it down", async () => {
  const response = await add("batch", { action: "publish", data: batch() });
  expect(response.status).toBe(201);
  const created = (await response.json()) as Saved;
  expect(created.message).toBe(
    "Published. Every page that shows it is updated within a few seconds.",
  );
  expect(await visitorsSee("batch")).toEqual([batch()]);
  expect(revalidatedTags).toEqual(["content:batch"]);

  const full: Batch = { ...batch(), status: "full" };
  const marked = await act("batch", created.data.id, {
    action: "publish",
    revision: created.data.revision,
    data: full,
  });
  expect(marked.status).toBe(200);
  const { data } = (await marked.json()) as Saved;
  expect(await visitorsSee("batch")).toEqual([full]);

  const down = await act("batch", created.data.id, {
    action: "take-down",
    revision: data.revision,
  });
  expect(down.status).toBe(200);
  expect(await visitorsSee("batch")).toEqual([]);
});

test("a draft batch stays off the site", async () => {
  const response = await add("batch", { action: "save", data: batch({ program: "english" }) });
  expect(response.status).toBe(201);
  expect(await visitorsSee("batch")).toEqual([]);
  expect(revalidatedTags).toEqual([]);
});

test("more seats taken than the batch has is refused under its field, and nothing is stored", async () => {
  const { listEntries } = await import("@/lib/content-store/entries");
  const before = (await listEntries(handle.db, "batch")).length;
  const { error } = await expectError(
    await add("batch", { action: "publish", data: batch({ seatsTaken: 21 }) }),
    422,
    "validation_failed",
  );
  expect(error.fields).toEqual({
    seatsTaken: "Seats taken cannot be more than the seats in all.",
  });
  expect((await listEntries(handle.db, "batch")).length).toBe(before);
  expect(await visitorsSee("batch")).toEqual([]);
});

test("a program's fees and refunds, published, are what its page reads", async () => {
  const response = await add("fees", { action: "publish", data: fees() });
  expect(response.status).toBe(201);
  expect(await visitorsSee("fees")).toEqual([fees()]);
  expect(revalidatedTags).toEqual(["content:fees"]);
  const { error } = await expectError(
    await add("fees", { action: "publish", data: { ...fees(), refund: { en: "", hi: "" } } }),
    422,
    "validation_failed",
  );
  expect(error.fields).toEqual({ "refund.en": "Write the English text." });
});

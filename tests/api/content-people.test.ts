/** @jest-environment node */
// Testimonials, mentors and gallery photos through the content handlers, as an editor adds them:
// a fresh install shows today's items; a new item published at once is what visitors get next,
// after today's; a real testimonial is refused publishing without the person's consent (the
// message under the consent field, nothing shown) and published with it; a changed sample is
// refused; a mentor's details and a gallery photo go out as sent; a take-down removes the item.
import type { DatabaseHandle } from "@/lib/db/client";
import { seedGalleryPhotos } from "@/lib/content-store/gallery";
import { type ContentKind } from "@/lib/content-store/kinds";
import { seedMentors } from "@/lib/content-store/mentors";
import { blankTestimonial, seedTestimonials } from "@/lib/content-store/testimonials";
import { revalidatedTags } from "../setup/next-cache";
import { OPEN_TIMEOUT_MS, freshDataDir, removeDataDirs } from "./databases";
import { SITE_URL, expectError, useEnv } from "./support";
import { AUTH_SECRET, type TestStaff, createStaff, staffRequest } from "./staff-support";

jest.unmock("@/lib/content-store/read");

type Handler<P> = (request: Request, context: { params: Promise<P> }) => Promise<Response>;
type Saved = { data: { id: string; revision: number; version: number }; message: string };

let handle: DatabaseHandle;
let create: Handler<{ kind: string }>;
let change: Handler<{ kind: string; id: string }>;
let editor: TestStaff;

beforeAll(async () => {
  useEnv({ SITE_URL, DATA_DIR: freshDataDir("content-people"), AUTH_SECRET });
  handle = await (await import("@/lib/db/client")).getDatabase();
  create = (await import("@/app/api/staff/content/[kind]/route")).POST as Handler<{
    kind: string;
  }>;
  change = (await import("@/app/api/staff/content/[kind]/[id]/route")).POST as Handler<{
    kind: string;
    id: string;
  }>;
  editor = await createStaff("editor", "Ritu Editor");
}, OPEN_TIMEOUT_MS);

afterAll(async () => {
  await handle?.close();
  removeDataDirs();
});

beforeEach(() => {
  revalidatedTags.length = 0;
});

const add = (kind: ContentKind, action: "save" | "publish", data: unknown) =>
  create(
    staffRequest(`/api/staff/content/${kind}`, {
      staff: editor,
      method: "POST",
      body: { action, data },
    }),
    { params: Promise.resolve({ kind }) },
  );

const send = (kind: ContentKind, id: string, body: unknown) =>
  change(
    staffRequest(`/api/staff/content/${kind}/${id}`, { staff: editor, method: "POST", body }),
    {
      params: Promise.resolve({ kind, id }),
    },
  );

/** What visitors get: the real reader, straight from the database. */
async function visitorsSee<K extends ContentKind>(kind: K) {
  const { loadPublished } = await import("@/lib/content-store/read");
  return loadPublished(kind);
}

async function added(response: Response): Promise<Saved["data"]> {
  expect(response.status).toBe(201);
  return ((await response.json()) as Saved).data;
}

const PHOTO = { id: "0123456789abcdef0123456789abcdef", width: 1024, height: 768 };

test("a fresh install shows today's testimonials, mentors and gallery photos", async () => {
  expect(await visitorsSee("testimonial")).toEqual(seedTestimonials);
  expect(await visitorsSee("mentor")).toEqual(seedMentors);
  expect(await visitorsSee("gallery")).toEqual(seedGalleryPhotos);
});

describe("testimonials", () => {
  const real = {
    ...blankTestimonial,
    text: { en: "The mock interviews got me ready for TCS.", hi: "" },
    name: "Asha Verma",
    role: { en: "B.Tech 2025, GGITS", hi: "" },
    rating: 5,
  };
  const CONSENT =
    "Record the person's written consent before publishing: its date and how it was given.";

  test("a real one is refused publishing without consent, and nothing is shown or stored", async () => {
    const refused = await add("testimonial", "publish", {
      ...real,
      consent: { date: "", form: "" },
    });
    const { error } = await expectError(refused, 422, "validation_failed");
    expect(error.message).toBe(CONSENT);
    expect(error.fields).toEqual({ consent: CONSENT });
    expect(await visitorsSee("testimonial")).toEqual(seedTestimonials);
    const { listEntries } = await import("@/lib/content-store/entries");
    expect(await listEntries(handle.db, "testimonial")).toHaveLength(seedTestimonials.length);
    expect(revalidatedTags).toEqual([]);
  });

  test("with the consent record it is published, after today's, and the pages expire", async () => {
    const consent = { date: "2025-06-30", form: "signed-form" };
    await added(await add("testimonial", "publish", { ...real, consent }));
    const shown = await visitorsSee("testimonial");
    expect(shown).toEqual([...seedTestimonials, { ...real, consent }]);
    expect(revalidatedTags).toEqual(["content:testimonial"]);
  });

  test("a draft without consent may be saved; a sample cannot be given new words", async () => {
    const draft = await added(await add("testimonial", "save", real));
    expect(draft.version).toBe(0);
    const sample = { ...seedTestimonials[0]!, text: { en: "Best institute in MP!", hi: "" } };
    const { error } = await expectError(
      await add("testimonial", "publish", sample),
      422,
      "validation_failed",
    );
    expect(Object.keys(error.fields ?? {})).toEqual(["sample"]);
    expect(await visitorsSee("testimonial")).toHaveLength(seedTestimonials.length + 1);
  });
});

test("a mentor with expertise, years and companies is published, then taken down", async () => {
  const mentor = {
    name: "Meera Pandey",
    photo: PHOTO,
    photoAlt: { en: "Photo of Meera Pandey", hi: "" },
    expertise: { en: "DSA and competitive programming", hi: "DSA और कॉम्पिटिटिव प्रोग्रामिंग" },
    years: 6,
    companies: ["TCS", "Tech Mahindra"],
  };
  await expectError(
    await add("mentor", "publish", { ...mentor, years: "six" }),
    422,
    "validation_failed",
  );
  const { id, revision } = await added(await add("mentor", "publish", mentor));
  expect(await visitorsSee("mentor")).toEqual([...seedMentors, mentor]);

  const down = await send("mentor", id, { action: "take-down", revision });
  expect(down.status).toBe(200);
  expect(await visitorsSee("mentor")).toEqual(seedMentors);
});

test("a gallery photo goes to its gallery with its alt text; one without alt text is refused", async () => {
  const photo = {
    gallery: "reviews",
    photo: PHOTO,
    alt: { en: "A thank-you card from the 2025 batch", hi: "" },
    title: { en: "", hi: "" },
    caption: { en: "Batch of 2025", hi: "2025 का बैच" },
  };
  const { error } = await expectError(
    await add("gallery", "publish", { ...photo, alt: { en: "", hi: "" } }),
    422,
    "validation_failed",
  );
  expect(error.fields).toEqual({ "alt.en": "Write the English text." });
  await added(await add("gallery", "publish", photo));
  const reviews = (await visitorsSee("gallery")).filter((p) => p.gallery === "reviews");
  expect(reviews).toHaveLength(9);
  expect(reviews.at(-1)).toEqual(photo);
});

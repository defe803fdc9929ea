/** @jest-environment node */
// Photo uploads of the content editor (POST /api/staff/content/photos) and their files
// (GET /media/:id/:name) on each database: who may upload; a phone photo stored upright, at each
// width, with nothing of its EXIF (GPS) in any file a visitor gets; the same picture twice as one
// photo; and every refusal (another type, over 10 MB, a name that lies, a script inside, a broken
// file) answered with a message and nothing stored.
import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { photoSources } from "@/lib/content-store/photo-sources";
import type { DatabaseHandle } from "@/lib/db/client";
import { auditEvents, contentPhotoFiles, contentPhotos } from "@/lib/db/schema";
import * as pictures from "../fixtures/photos/make";
import { AUTH_SECRET, type TestStaff, createStaff } from "./staff-support";
import { OPEN_TIMEOUT_MS, databaseTargets, freshDataDir, removeDataDirs } from "./databases";
import { SITE_URL, expectError, freshAddress, useEnv } from "./support";

jest.mock("@/lib/db/client", () => ({
  ...jest.requireActual<object>("@/lib/db/client"),
  getDb: jest.fn(),
}));

type Uploaded = {
  photo: {
    id: string;
    width: number;
    height: number;
    files: { name: string; type: string; width: number }[];
    src: string;
    srcSet: string;
  };
};

const MB = 1024 * 1024;

describe.each(databaseTargets("content-photos"))("photo uploads on %s", (_, target) => {
  let handle: DatabaseHandle;
  let editor: TestStaff;
  let counsellor: TestStaff;

  beforeAll(async () => {
    useEnv({ SITE_URL, DATA_DIR: freshDataDir("photos-unused"), AUTH_SECRET });
    const client = await import("@/lib/db/client");
    handle = await client.openDatabase({ ...(await target.create()), holder: "jest photos" });
    jest.mocked(client.getDb).mockResolvedValue(handle.db);
    // better-auth keeps the database it was made with: make it again on this target's.
    (await import("@/lib/process-wide.mjs")).forgetProcessWide("staff-auth");
    editor = await createStaff("editor", "Esha Editor");
    counsellor = await createStaff("counsellor", "Kiran Counsellor");
  }, OPEN_TIMEOUT_MS);

  afterAll(async () => {
    await handle?.close();
    await target.dispose();
    removeDataDirs();
  });

  /** The upload form's POST, as the browser sends it from the content editor. */
  async function upload(
    bytes: Uint8Array,
    name: string,
    { staff = editor, headers = {} }: { staff?: TestStaff | null; headers?: HeadersInit } = {},
  ): Promise<Response> {
    const { POST } = await import("@/app/api/staff/content/photos/route");
    const form = new FormData();
    form.append("file", new File([new Uint8Array(bytes)], name, { type: "image/jpeg" }));
    const sent = new Headers({
      "x-coderhouse-client-address": freshAddress(),
      host: "coderhouse.in",
      origin: SITE_URL,
      ...(staff && { cookie: staff.cookie }),
    });
    for (const [key, value] of new Headers(headers)) sent.set(key, value);
    return POST(
      new Request(`${SITE_URL}/api/staff/content/photos`, {
        method: "POST",
        headers: sent,
        body: form,
      }),
    );
  }

  async function media(id: string, name: string, headers: HeadersInit = {}): Promise<Response> {
    const { GET } = await import("@/app/media/[id]/[name]/route");
    return GET(new Request(`${SITE_URL}/media/${id}/${name}`, { headers }), {
      params: Promise.resolve({ id, name }),
    });
  }

  /** Photos, their files and their audit entries stored so far. */
  const stored = async () => ({
    photos: await handle.db.$count(contentPhotos),
    files: await handle.db.$count(contentPhotoFiles),
    audit: await handle.db.$count(auditEvents, eq(auditEvents.action, "photo_uploaded")),
  });

  /** Asserts a refusal with this status and code whose message says `said`, and nothing stored. */
  async function expectRefused(
    send: () => Promise<Response>,
    status: number,
    code: string,
    said: RegExp,
  ): Promise<void> {
    const before = await stored();
    const { error } = await expectError(await send(), status, code);
    expect(error.message).toMatch(said);
    expect(await stored()).toEqual(before);
  }

  it("asks for a session (401) and refuses a counsellor (403), storing nothing", async () => {
    const jpeg = await pictures.phoneJpeg();
    await expectRefused(
      () => upload(jpeg, "a.jpg", { staff: null }),
      401,
      "unauthorized",
      /Sign in/,
    );
    await expectRefused(
      () => upload(jpeg, "a.jpg", { staff: counsellor }),
      403,
      "forbidden",
      /editors and admins/,
    );
    await expectRefused(
      () => upload(jpeg, "a.jpg", { headers: { origin: "https://elsewhere.example" } }),
      403,
      "forbidden_origin",
      /this website's own pages/,
    );
  });

  it("stores an editor's phone photo upright at each width, with no EXIF or GPS in any file served", async () => {
    const jpeg = await pictures.phoneJpeg();
    // What the phone wrote, so the checks below are not vacuous.
    const sent = (await sharp(jpeg).metadata()).exif!.toString("latin1");
    expect(sent).toContain(pictures.PHONE_MAKE);
    expect(sent).toContain(pictures.GPS_DATUM);

    const response = await upload(jpeg, "IMG_2041.JPG");
    expect(response.status).toBe(201);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { photo } = (await response.json()) as Uploaded;
    // Taken upright (1200 × 1800 once turned): never upscaled past its 1200 pixels.
    expect(photo).toMatchObject({ width: 1024, height: 1536 });
    expect(photo.files.map((f) => f.name)).toEqual([
      "320.webp",
      "640.webp",
      "1024.webp",
      "1024.jpg",
    ]);
    const { src, srcSet } = photoSources(photo);
    expect(photo).toMatchObject({ src, srcSet });
    expect(srcSet).toBe(
      `/media/${photo.id}/320.webp 320w, /media/${photo.id}/640.webp 640w, /media/${photo.id}/1024.webp 1024w`,
    );

    for (const file of photo.files) {
      const served = await media(photo.id, file.name);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe(file.type);
      expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
      const bytes = Buffer.from(await served.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({
        format: file.type === "image/jpeg" ? "jpeg" : "webp",
        width: file.width,
      });
      expect(meta.height).toBeGreaterThan(meta.width);
      expect([meta.exif, meta.xmp, meta.iptc, meta.orientation]).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      for (const text of ["Exif", "GPS", pictures.PHONE_MAKE, pictures.GPS_DATUM])
        expect(bytes.includes(text)).toBe(false);
      // A browser holding it asks again only with its ETag, and gets no body back.
      const again = await media(photo.id, file.name, {
        "if-none-match": served.headers.get("etag")!,
      });
      expect(again.status).toBe(304);
    }

    const [entry] = await handle.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.targetId, photo.id));
    expect(entry).toMatchObject({
      action: "photo_uploaded",
      actorId: editor.id,
      targetKind: "photo",
    });
  });

  it("keeps the same picture uploaded twice as one photo", async () => {
    const webp = await pictures.plainWebp();
    const first = await upload(webp, "team.webp");
    expect(first.status).toBe(201);
    const before = await stored();
    const second = await upload(webp, "team-again.webp");
    expect(second.status).toBe(200);
    const [a, b] = [(await first.json()) as Uploaded, (await second.json()) as Uploaded];
    expect(b.photo).toEqual(a.photo);
    // Narrower than 640: one WebP at 320 and the preview JPEG.
    expect(a.photo.files.map((f) => f.name)).toEqual(["320.webp", "320.jpg"]);
    expect(await stored()).toEqual(before);
    const rows = await handle.db
      .select({ n: count() })
      .from(contentPhotos)
      .where(eq(contentPhotos.id, a.photo.id));
    expect(rows[0]!.n).toBe(1);
  });

  it("refuses a PNG named .jpg with a script inside, saying what it really is", async () => {
    await expectRefused(
      async () => upload(await pictures.pngWithScriptNote(), "mentor.jpg"),
      422,
      "validation_failed",
      /named “\.jpg” but it is really a PNG picture/,
    );
  });

  it("refuses a PNG carrying a script in its notes or after its end, but not a caption", async () => {
    for (const make of [pictures.pngWithScriptNote, pictures.pngWithCompressedScriptNote])
      await expectRefused(
        async () => upload(await make(), "mentor.png"),
        422,
        "validation_failed",
        /script code/,
      );
    await expectRefused(
      async () => upload(await pictures.pngWithPageAfterEnd(), "mentor.png"),
      422,
      "validation_failed",
      /other data after the end of the picture/,
    );
    const captioned = await upload(await pictures.pngWithCaptionAndXmp(), "annual-day.png");
    expect(captioned.status).toBe(201);
  });

  it("refuses a file over 10 MB with 413, whether or not it says its size first", async () => {
    const big = pictures.oversized(12 * MB);
    await expectRefused(
      () => upload(big, "big.jpg"),
      413,
      "payload_too_large",
      /larger than 10 MB/,
    );
    await expectRefused(
      () =>
        upload(new Uint8Array(10), "small.jpg", { headers: { "content-length": String(12 * MB) } }),
      413,
      "payload_too_large",
      /larger than 10 MB/,
    );
  });

  it("refuses an SVG (415) and a picture that does not decode in full (422)", async () => {
    await expectRefused(
      () => upload(pictures.svgDrawing(), "logo.svg"),
      415,
      "unsupported_media_type",
      /Only JPEG, PNG and WebP.*an SVG drawing/,
    );
    await expectRefused(
      async () => upload(await pictures.truncatedJpeg(), "cut.jpg"),
      422,
      "validation_failed",
      /incomplete or damaged/,
    );
    await expectRefused(
      async () => upload(await pictures.jpegClosedEarly(), "grey.jpg"),
      422,
      "validation_failed",
      /could not be read completely/,
    );
  });

  it("answers 404 for an unknown photo, an unknown size and a malformed address", async () => {
    const { photo } = (await (await upload(await pictures.plainPng(), "x.png")).json()) as Uploaded;
    for (const [id, name] of [
      ["0123456789abcdef0123456789abcdef", "320.webp"],
      [photo.id, "1600.webp"],
      [photo.id, "320.png"],
      [photo.id, "../320.webp"],
      [photo.id.toUpperCase(), "320.webp"],
    ] as const) {
      await expectError(await media(id, name), 404, "not_found");
    }
  });
});

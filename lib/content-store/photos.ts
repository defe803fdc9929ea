// Photos staff upload for achievers, mentors, testimonials and the gallery: the upload read with a
// hard cap, its bytes checked (photo-check.ts), decoded in full and re-encoded by sharp at the
// stored sizes (photo-sources.ts) with every bit of metadata dropped (a phone's EXIF holds where
// the picture was taken), then stored with its audit entry in one transaction. The id is the hash
// of the largest file, so the same picture uploaded twice is one photo. Visitors only ever get
// sharp's files, through GET /media/:id/:name.
import "server-only";
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { ApiError } from "@/lib/api/errors";
import { type Db, ensureDurable } from "@/lib/db/client";
import { contentPhotoFiles, contentPhotos } from "@/lib/db/schema";
import { log } from "@/lib/log.mjs";
import { recordAuditIn } from "@/lib/services/audit";
import type { Actor } from "@/lib/services/staff";
import { type PhotoKind, checkPhotoBytes } from "./photo-check";
import { type PhotoFile, type PhotoSize, photoFiles } from "./photo-sources";

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** The form's boundaries and headers around the file. */
const MAX_UPLOAD_BYTES = MAX_PHOTO_BYTES + 64 * 1024;
/** Decoded, a picture takes 3 to 4 bytes a pixel: 50 megapixels is about 200 MB at most. */
const MAX_PIXELS = 50_000_000;
/** Narrower than this, a picture is a smudge on any page (and its file names need two digits). */
const MIN_WIDTH = 100;
const WEBP = { quality: 80 } as const;
const JPEG = { quality: 82, mozjpeg: true } as const;

const field = (code: "validation_failed" | "payload_too_large", message: string) =>
  new ApiError(code, message, { file: message });
const tooLarge = () =>
  field(
    "payload_too_large",
    "This picture is larger than 10 MB, the most an upload may be. Save it smaller (for example 2000 pixels wide, or at a lower quality) and upload it again.",
  );

export type Upload = { bytes: Uint8Array; fileName: string };

/** The one file of a multipart upload (field "file"), never reading more than MAX_UPLOAD_BYTES. */
export async function readPhotoUpload(request: Request): Promise<Upload> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(type.trim())) {
    throw new ApiError(
      "unsupported_media_type",
      'Send the picture as a file upload (multipart/form-data) in the field "file".',
    );
  }
  // Checked before reading, and counted while reading: the header may lie.
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > MAX_UPLOAD_BYTES) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read().catch(() => {
      throw new ApiError("bad_request", "The upload broke off: please send it again.");
    });
    if (done) break;
    size += value.byteLength;
    if (size > MAX_UPLOAD_BYTES) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  let form: FormData;
  try {
    form = await new Response(Buffer.concat(chunks), {
      headers: { "content-type": type },
    }).formData();
  } catch {
    throw new ApiError("bad_request", "The upload could not be read: please send it again.");
  }
  const files = form.getAll("file");
  const [file] = files;
  if (files.length !== 1 || typeof file !== "object") {
    throw field("validation_failed", "Choose one picture to upload.");
  }
  if (file.size === 0) throw field("validation_failed", "This file is empty.");
  if (file.size > MAX_PHOTO_BYTES) throw tooLarge();
  return { bytes: new Uint8Array(await file.arrayBuffer()), fileName: file.name };
}

type EncodedFile = PhotoFile & { height: number; bytes: Buffer };
type Encoded = PhotoSize & { files: EncodedFile[] };

/**
 * Decoding a large picture takes a couple of hundred MB; one at a time per process, so staff
 * uploading together do not add that up on a small server.
 */
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => {});
  return run;
}

/**
 * How strict the decoder is: a picture whose pixels do not decode in full is refused, never stored
 * half grey. libjpeg reports missing or damaged data (a file cut short and closed again) only as a
 * warning; libpng reports it as an error, and warns about harmless things (an outdated colour
 * profile) that re-saving in many editors still writes.
 */
const FAIL_ON = { jpeg: "warning", png: "error", webp: "error" } as const;

/** Every stored file of a picture, upright (EXIF orientation applied), in sRGB, with no metadata. */
async function encode(bytes: Uint8Array, kind: PhotoKind): Promise<Encoded> {
  // Loaded on the first upload only: sharp and libvips cost memory every other process is spared.
  const { default: sharp } = await import("sharp");
  sharp.cache(false);
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // Without keepMetadata() sharp writes no EXIF, XMP, IPTC or ICC profile (it converts to sRGB).
  const open = () => sharp(input, { failOn: FAIL_ON[kind], limitInputPixels: MAX_PIXELS }).rotate();
  // The header alone, so a picture over the limit hears how large it is rather than "damaged".
  const { width, height } = (await sharp(input, { limitInputPixels: false }).metadata()).autoOrient;
  if (width * height > MAX_PIXELS) {
    throw field(
      "validation_failed",
      `This picture is ${Math.round((width * height) / 1e6)} megapixels; at most 50 can be uploaded. Save it smaller (for example 4000 pixels wide) and upload it again.`,
    );
  }
  if (width < MIN_WIDTH) {
    throw field(
      "validation_failed",
      `This picture is only ${width} pixels wide: upload one at least ${MIN_WIDTH} pixels wide.`,
    );
  }
  const files: EncodedFile[] = [];
  // One after another, each from the original: the peak is one decoded picture.
  for (const file of photoFiles(width)) {
    const resized = open().resize({ width: file.width, withoutEnlargement: true });
    const { data, info } = await (
      file.type === "image/webp"
        ? resized.webp(WEBP)
        : resized.flatten({ background: "#fff" }).jpeg(JPEG)
    ).toBuffer({ resolveWithObject: true });
    files.push({ ...file, width: info.width, height: info.height, bytes: data });
  }
  const largest = files.findLast((f) => f.type === "image/webp")!;
  const id = createHash("sha256").update(largest.bytes).digest("hex").slice(0, 32);
  return { id, width: largest.width, height: largest.height, files };
}

/** sharp's refusal of pixels that do not decode, as the staff member's message. */
async function decodeOrRefuse(bytes: Uint8Array, kind: PhotoKind): Promise<Encoded> {
  try {
    return await oneAtATime(() => encode(bytes, kind));
  } catch (error) {
    if (error instanceof ApiError) throw error;
    log.info({ err: (error as Error).message }, "photo upload not decodable");
    throw field(
      "validation_failed",
      "This picture could not be read completely: the file is damaged or incomplete. Open it on your computer, save or export it again, and upload the new file.",
    );
  }
}

export type StoredPhoto = PhotoSize & { files: PhotoFile[]; created: boolean };

/**
 * Checks, re-encodes and stores an upload; the same picture again is the photo stored before
 * (`created` false, nothing written, no audit entry).
 */
export async function storePhoto(db: Db, upload: Upload, actor: Actor): Promise<StoredPhoto> {
  if (upload.bytes.byteLength > MAX_PHOTO_BYTES) throw tooLarge();
  const kind = checkPhotoBytes(upload.bytes, upload.fileName);
  const { id, width, height, files } = await decodeOrRefuse(upload.bytes, kind);
  const created = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(contentPhotos)
      .values({ id, width, height, uploadedBy: actor.id })
      .onConflictDoNothing()
      .returning({ id: contentPhotos.id });
    if (inserted.length === 0) return false;
    await tx
      .insert(contentPhotoFiles)
      .values(files.map((f) => ({ photoId: id, name: f.name, type: f.type, bytes: f.bytes })));
    await recordAuditIn(tx, {
      action: "photo_uploaded",
      actorId: actor.id,
      targetKind: "photo",
      targetId: id,
      address: actor.address,
      detail: { width, height, files: files.length },
    });
    return true;
  });
  if (created) await ensureDurable(db);
  return {
    id,
    width,
    height,
    files: files.map(({ name, type, width: w }) => ({ name, type, width: w })),
    created,
  };
}

/** One stored file of a photo, or null. */
export async function getPhotoFile(
  db: Db,
  id: string,
  name: string,
): Promise<{ type: string; bytes: Uint8Array } | null> {
  const [file] = await db
    .select({ type: contentPhotoFiles.type, bytes: contentPhotoFiles.bytes })
    .from(contentPhotoFiles)
    .where(and(eq(contentPhotoFiles.photoId, id), eq(contentPhotoFiles.name, name)));
  return file ?? null;
}

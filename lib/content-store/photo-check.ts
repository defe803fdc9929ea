// What an uploaded picture's bytes must pass before sharp decodes them (lib/content-store/photos.ts):
// it is a JPEG, PNG or WebP by its first bytes (never by its name or the browser's Content-Type),
// its name claims no other type, and nothing rides along with it. A file can be a valid picture
// and a web page or script at once (a "polyglot"): markup appended after the picture's end, or
// put in a PNG's text notes. We never serve the uploaded bytes (only sharp's re-encoding, which
// keeps neither), but such a file is no innocent photo, so it is refused with a message saying why.
import "server-only";
import { inflateSync } from "node:zlib";
import { ApiError } from "@/lib/api/errors";

export type PhotoKind = "jpeg" | "png" | "webp";

const LABELS: Record<PhotoKind, string> = { jpeg: "JPEG", png: "PNG", webp: "WebP" };
const EXTENSIONS: Record<PhotoKind, readonly string[]> = {
  jpeg: ["jpg", "jpeg", "jpe", "jfif"],
  png: ["png"],
  webp: ["webp"],
};

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  Buffer.from(bytes.subarray(from, to)).toString("latin1");

/** What the bytes are, from their magic number. */
export function photoKindOf(bytes: Uint8Array): PhotoKind | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  return null;
}

/** What a refused file seems to be, for its message ("an SVG drawing"), when that is clear. */
function otherKindOf(bytes: Uint8Array): string | null {
  const head = ascii(bytes, 0, 512);
  if (head.startsWith("GIF8")) return "a GIF";
  if (/^....ftyp(heic|heix|hevc|mif1|msf1)/s.test(head)) return "a HEIC photo (an iPhone's format)";
  if (/^....ftypavi[fs]/s.test(head)) return "an AVIF picture";
  if (head.startsWith("%PDF")) return "a PDF document";
  if (head.startsWith("BM")) return "a BMP picture";
  if (head.startsWith("II*\0") || head.startsWith("MM\0*")) return "a TIFF picture";
  const text = head.replace(/^\xef\xbb\xbf/, "").trimStart();
  if (text.startsWith("<") && /<svg[\s>]/i.test(text)) return "an SVG drawing";
  if (/^<(!doctype html|html|head|body|script)[\s>]/i.test(text)) return "a web page (HTML)";
  if (!/[\x00-\x08\x0e-\x1f]/.test(head)) return "a text file";
  return null;
}

const refuse = (message: string, code: "validation_failed" | "unsupported_media_type") =>
  new ApiError(code, message, { file: message });

const DAMAGED =
  "This picture is incomplete or damaged. Open it on your computer, save or export it again, and upload the new file.";

/**
 * The kind of an uploaded picture, or an ApiError saying why it is refused: not a JPEG, PNG or
 * WebP (415); a name claiming another type, a file cut short, bytes after the picture's end, or
 * markup in a PNG's text notes (422).
 */
export function checkPhotoBytes(bytes: Uint8Array, fileName: string): PhotoKind {
  const kind = photoKindOf(bytes);
  if (!kind) {
    const what = otherKindOf(bytes);
    throw refuse(
      `Only JPEG, PNG and WebP pictures can be uploaded${what ? `, and this file is ${what}` : ""}. Save or export it as JPEG, PNG or WebP and upload that.`,
      "unsupported_media_type",
    );
  }
  const extension = /\.([^./\\]+)$/.exec(fileName.trim())?.[1]?.toLowerCase();
  if (extension !== undefined && !EXTENSIONS[kind].includes(extension)) {
    throw refuse(
      `This file is named “.${extension}” but it is really a ${LABELS[kind]} picture. Rename it to end in .${EXTENSIONS[kind][0]} and upload it again (a file whose name hides what it is could be unsafe).`,
      "validation_failed",
    );
  }
  const end = kind === "jpeg" ? jpegEnd(bytes) : kind === "png" ? pngEnd(bytes) : webpEnd(bytes);
  if (end === null) throw refuse(DAMAGED, "validation_failed");
  // Zero bytes after the end are padding some cameras and scanners add; anything else is not
  // part of the picture (a motion photo's video, an appended page or script).
  if (bytes.subarray(end).some((b) => b !== 0)) {
    throw refuse(
      `This ${LABELS[kind]} file carries other data after the end of the picture (a motion photo's video, or something hidden in it). Open the picture, save or export it again as a plain picture, and upload the new file.`,
      "validation_failed",
    );
  }
  return kind;
}

/**
 * Where a JPEG ends: the offset after its end-of-image marker, found by walking its segments
 * (an embedded thumbnail's own markers sit inside a segment and are skipped), or null if it
 * breaks off first.
 */
function jpegEnd(b: Uint8Array): number | null {
  let i = 2;
  while (i + 1 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff)
      i += 1; // fill byte
    else if (marker === 0xd9)
      return i + 2; // end of image
    else if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7))
      i += 2; // no length
    else {
      if (i + 3 >= b.length) return null;
      i += 2 + ((b[i + 2]! << 8) | b[i + 3]!);
      if (marker !== 0xda) continue;
      // After a start of scan, compressed data up to the next marker: 0xff 0x00 is a data byte,
      // 0xff 0xd0–0xd7 a restart marker inside the scan.
      for (;;) {
        i = b.indexOf(0xff, i);
        if (i < 0 || i + 1 >= b.length) return null;
        const next = b[i + 1]!;
        if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7)) break;
        i += 2;
      }
    }
  }
  return null;
}

/** Text that makes a browser run or draw something: HTML tags, PHP or ASP blocks, script URLs. */
const MARKUP =
  /<\s*(script|iframe|frame|object|embed|svg|html|head|body|img|a|meta|link|style|form|base)[\s/>]|<\?php|<%|javascript:/i;

/**
 * Where a PNG ends: the offset after its IEND chunk, or null if it breaks off first. Its text notes
 * (tEXt, zTXt, iTXt) may hold any words, and editors put XMP, which is XML, in an iTXt; they must
 * hold no markup (MARKUP): XMP's own tags (x:, rdf:, dc: …) are none of those.
 */
function pngEnd(b: Uint8Array): number | null {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  let i = 8;
  while (i + 12 <= b.length) {
    const length = view.getUint32(i);
    const type = ascii(b, i + 4, i + 8);
    const data = b.subarray(i + 8, i + 8 + length);
    const next = i + 12 + length;
    if (next > b.length) return null;
    if (type === "tEXt" || type === "zTXt" || type === "iTXt") {
      const text = pngText(type, data);
      if (text === null) throw refuse(DAMAGED, "validation_failed");
      if (MARKUP.test(text)) {
        throw refuse(
          "This PNG carries web page or script code in its text notes. Open the picture, save or export it again (or take a screenshot of it), and upload the new file.",
          "validation_failed",
        );
      }
    }
    if (type === "IEND") return next;
    i = next;
  }
  return null;
}

/** A compressed note is read up to this size; a bigger one is no caption. */
const MAX_NOTE_BYTES = 1024 * 1024;

/** The words of a PNG text note, or null when they cannot be read. */
function pngText(type: "tEXt" | "zTXt" | "iTXt", data: Uint8Array): string | null {
  const afterKeyword = data.indexOf(0) + 1;
  if (afterKeyword === 0) return null;
  const inflate = (from: number) => {
    try {
      return inflateSync(data.subarray(from), { maxOutputLength: MAX_NOTE_BYTES }).toString(
        "latin1",
      );
    } catch {
      return null;
    }
  };
  if (type === "tEXt") return ascii(data, afterKeyword, data.length);
  if (type === "zTXt") return inflate(afterKeyword + 1);
  // iTXt: keyword, compressed (0 or 1), method, language tag, translated keyword, text.
  const compressed = data[afterKeyword] === 1;
  const language = data.indexOf(0, afterKeyword + 2);
  const translated = language < 0 ? -1 : data.indexOf(0, language + 1);
  if (translated < 0) return null;
  return compressed ? inflate(translated + 1) : ascii(data, translated + 1, data.length);
}

/** Where a WebP ends: its RIFF header says how long it is (an odd length gets a pad byte). */
function webpEnd(b: Uint8Array): number | null {
  if (b.length < 12) return null;
  const size = new DataView(b.buffer, b.byteOffset, b.byteLength).getUint32(4, true);
  const end = 8 + size + (size % 2);
  return end <= b.length ? end : null;
}

// @ts-check
// Requests Next must never see, answered here with a clear 4xx instead of Next's 500: a method
// no route has, an address whose percent-encoding does not decode (Next's router throws on
// "/%zz", "/%", "/%E0%A4%A" and bytes that are not UTF-8), and a server-action call to a build
// that has none.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { ERROR_STATUS } from "../api/error-codes.mjs";

/** Every method some route answers; Next itself answers 405 for a known one a route lacks. */
export const KNOWN_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
/** What a page answers, in a build without server actions. */
const PAGE_METHODS = ["GET", "HEAD", "OPTIONS"];

/**
 * @typedef {{ code: keyof typeof ERROR_STATUS; message: string; headers?: Record<string, string> }} Refusal
 */

/**
 * The decoded pathname (null when it does not decode), and the refusal this request gets, if any.
 * A build without server actions refuses the header that calls one (Next would log a stack trace
 * for every made-up action id). The image optimizer only gets images that exist (Next logs an
 * error for every other address it is asked to fetch, such as "/images/../../etc/passwd").
 * @param {import("node:http").IncomingMessage} req
 * @param {{ serverActions: boolean; images: ReadonlySet<string> }} build
 * @returns {{ path: string | null; refusal: Refusal | null }}
 */
export function checkRequest(req, { serverActions, images }) {
  const raw = (req.url ?? "/").split("?", 1)[0] ?? "/";
  let path;
  try {
    if (!raw.startsWith("/")) throw new URIError("not a path");
    path = decodeURIComponent(raw);
  } catch {
    return {
      path: null,
      refusal: {
        code: "bad_request",
        message: "This address is not valid: part of it is wrongly encoded.",
      },
    };
  }
  if (!KNOWN_METHODS.includes(req.method ?? "")) {
    return { path, refusal: methodNotAllowed(req.method) };
  }
  if (path === "/_next/image" && !images.has(imageSource(req.url ?? ""))) {
    return {
      path,
      refusal: { code: "not_found", message: "There is no such image on this site." },
    };
  }
  if (!serverActions) {
    // Next takes a POST of a form to a page (and any request naming an action) as a server
    // action call, and logs a stack trace for each unknown one. This build has none: pages only
    // answer GET and HEAD, and only the API takes posts.
    if (!path.startsWith("/api/") && !PAGE_METHODS.includes(req.method ?? "")) {
      return {
        path,
        refusal: { ...methodNotAllowed(req.method), headers: { Allow: PAGE_METHODS.join(", ") } },
      };
    }
    if (req.headers["next-action"] !== undefined) {
      return {
        path,
        refusal: { code: "bad_request", message: "This site takes no server actions." },
      };
    }
  }
  return { path, refusal: null };
}

/**
 * @param {string | undefined} method
 * @returns {Refusal}
 */
export function methodNotAllowed(method) {
  return {
    code: "method_not_allowed",
    message: `This site does not answer ${String(method ?? "such").slice(0, 20)} requests.`,
    headers: { Allow: KNOWN_METHODS.join(", ") },
  };
}

/** @param {string} text */
const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const TITLES = {
  400: "Bad request",
  404: "Not found",
  405: "Method not allowed",
  500: "Something went wrong",
};

/**
 * Sends a refusal: our JSON error shape under /api, a small page elsewhere.
 * @param {import("node:http").ServerResponse} res
 * @param {Refusal} refusal
 * @param {boolean} api
 */
export function sendRefusal(res, { code, message, headers = {} }, api) {
  const status = ERROR_STATUS[code];
  const title = TITLES[/** @type {keyof typeof TITLES} */ (status)] ?? "Error";
  const body = api
    ? JSON.stringify({ error: { code, message } })
    : `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} – Coder House</title><main><h1>${title}</h1><p>${escapeHtml(message)}</p><p><a href="/">Go to the home page</a></p></main></html>`;
  res.writeHead(status, {
    ...headers,
    "Content-Type": api ? "application/json" : "text/html; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
  });
  res.end(body);
}

/**
 * Whether the build in `distDir` has any server action.
 * @param {string} distDir
 */
export function buildHasServerActions(distDir) {
  const manifest = JSON.parse(
    readFileSync(join(distDir, "server", "server-reference-manifest.json"), "utf8"),
  );
  return Object.keys(manifest.node ?? {}).length + Object.keys(manifest.edge ?? {}).length > 0;
}

/**
 * The local image `/_next/image?url=…` asks for, as a clean path, or "" for anything else (another
 * site, "..", a doubled slash, a broken escape).
 * @param {string} url the request's target
 */
function imageSource(url) {
  let source;
  try {
    source = new URLSearchParams(url.split("?")[1] ?? "").get("url") ?? "";
  } catch {
    return "";
  }
  if (!source.startsWith("/") || source.startsWith("//") || source.includes("\\")) return "";
  return posix.normalize(source) === source ? source : "";
}

/**
 * Every file the image optimizer may be asked for: public/ and the build's static media.
 * @param {string} publicDir
 * @param {string} distDir
 * @returns {Set<string>}
 */
export function imageSources(publicDir, distDir) {
  /** @param {string} dir @param {string} prefix @returns {string[]} */
  const walk = (dir, prefix) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? walk(join(dir, entry.name), `${prefix}${entry.name}/`)
        : [`${prefix}${entry.name}`],
    );
  const media = join(distDir, "static", "media");
  return new Set([
    ...walk(publicDir, "/"),
    ...(existsSync(media) ? walk(media, "/_next/static/media/") : []),
  ]);
}

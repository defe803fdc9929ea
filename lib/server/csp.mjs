// @ts-check
// The Content-Security-Policy of each answer. No 'unsafe-inline' for scripts anywhere:
// - a pre-rendered page carries the SHA-256 hashes of its own inline scripts (Next's bootstrap and
//   flight data), computed from the HTML it is answered with (lib/server/page-scripts.mjs): a page
//   re-rendered after staff publish has new flight data, so the hashes `next build` recorded
//   (scripts/csp-hashes.mjs) only say which pages are pre-rendered;
// - anything rendered per request gets a fresh nonce, which server.mjs also hands to Next in the
//   request's CSP header so Next puts it on every script it writes;
// - both also allow the hashes of the pre-rendered 404 and error pages, which Next may send for
//   any address.
// Script files load from our own origin ('self') and carry Subresource Integrity attributes
// (experimental.sri in next.config.mjs).
import { createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** Types a browser runs; JSON-LD and other data blocks are never executed, so need no hash. */
const EXECUTABLE = /^\s*(|text\/javascript|application\/javascript|module)\s*$/i;

/**
 * The CSP sources of every inline script a browser would run in `html`. `encoding` "latin1" reads
 * a page's bytes one character per byte (half the memory of a decoded string; tags are ASCII) and
 * hashes each script's bytes as they are.
 * @param {string} html
 * @param {"utf8" | "latin1"} [encoding]
 */
export function inlineScriptHashes(html, encoding = "utf8") {
  const hashes = new Set();
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? "";
    if (!EXECUTABLE.test(type)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, encoding).digest("base64")}'`);
  }
  return [...hashes];
}

/** Written by scripts/csp-hashes.mjs into the build folder. */
export const CSP_HASHES_FILE = "csp-hashes.json";
/** Pages Next serves pre-rendered for addresses that are not theirs. */
const ERROR_PAGES = ["/_not-found", "/_global-error"];

/** @param {string} route */
const rendersPage = (route) =>
  !route.startsWith("/api/") && !["/_next/static", "/_next/image", "public"].includes(route);

/**
 * Everything but script-src; see docs/operations.md, "Content-Security-Policy", for why each is
 * there.
 */
const FIXED_DIRECTIVES = [
  "default-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "object-src 'none'",
];

/**
 * Script files, images, documents and API answers run nothing and embed nothing: the strictest
 * policy. nginx sends the same for the files it serves from disk (deploy/render-nginx.mjs).
 */
export const FILE_POLICY = [
  "default-src 'none'",
  "img-src 'self' data:",
  "style-src 'unsafe-inline'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join("; ");

/**
 * Reads the build's hashes and returns `policyFor(path)`: `{ policy, nonce, forHtml }`, nonce null for a
 * pre-rendered page. `path` is the decoded pathname.
 * @param {string} distDir
 */
export function loadContentSecurityPolicy(distDir) {
  const file = join(distDir, CSP_HASHES_FILE);
  /** @type {Record<string, string[]>} */
  let hashes;
  try {
    hashes = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(
      `${file} is missing or unreadable (${/** @type {Error} */ (error).message}). Run \`npm run build\`, which writes it after next build.`,
    );
  }
  const always = ERROR_PAGES.flatMap((page) => hashes[page] ?? []);
  const policy = (/** @type {string[]} */ sources) =>
    [`script-src 'self' ${[...new Set(sources)].join(" ")}`.trim(), ...FIXED_DIRECTIVES].join("; ");
  /** @type {Map<string, string>} */
  const staticPolicies = new Map(
    Object.entries(hashes).map(([path, own]) => [path, policy([...own, ...always])]),
  );

  /**
   * The policy of a pre-rendered page's answer, from the inline scripts it really carries.
   * @param {string} html the page's bytes, read as latin1
   */
  const forHtml = (html) => policy([...inlineScriptHashes(html, "latin1"), ...always]);
  /**
   * @param {string} path the decoded pathname
   * @param {string} route its route pattern (lib/server/route-label.mjs)
   */
  return function policyFor(path, route) {
    if (!rendersPage(route)) return { policy: FILE_POLICY, nonce: null, forHtml: null };
    const pageOwn = staticPolicies.get(path.length > 1 ? path.replace(/\/+$/, "") : path);
    if (pageOwn) return { policy: pageOwn, nonce: null, forHtml };
    const nonce = randomBytes(16).toString("base64");
    return { policy: policy([`'nonce-${nonce}'`, ...always]), nonce, forHtml: null };
  };
}

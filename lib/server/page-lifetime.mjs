// @ts-check
// How long nginx's cache (deploy/nginx) may keep a page before asking the app again. Next marks a
// pre-rendered page fresh for a year (s-maxage=31536000), but staff now edit what pages show
// (lib/content-store/) and a publish must reach visitors within seconds. Purging nginx's cache
// would need a module Debian's nginx lacks and every variant of every page's key; instead pages
// are fresh for a few seconds and then served stale while nginx refreshes them in the background
// (proxy_cache_background_update), which Next answers from its own cache: visitors never wait
// and the app sees at most one request per page and variant every few seconds.

/** Seconds nginx serves a page without asking; a publish is visible after at most this long. */
export const PAGE_FRESH_SECONDS = 5;
const YEAR = 31_536_000;

/**
 * Rewrites the shared-cache lifetime of a page's answer as its head is written. Answers with
 * their own short lifetime, `private`, `no-store` or `immutable` (static files) keep theirs.
 * @param {import("node:http").ServerResponse} res
 */
export function shortenPageLifetime(res) {
  const writeHead = res.writeHead;
  /** @type {typeof res.writeHead} */
  const wrapped = function (...args) {
    const value = res.getHeader("cache-control");
    if (typeof value === "string") {
      const sMaxAge = /(?:^|,)\s*s-maxage=(\d+)/.exec(value);
      if (
        sMaxAge &&
        Number(sMaxAge[1]) > PAGE_FRESH_SECONDS &&
        !/private|no-store|immutable/.test(value)
      ) {
        res.setHeader(
          "Cache-Control",
          `s-maxage=${PAGE_FRESH_SECONDS}, stale-while-revalidate=${YEAR}`,
        );
      }
    }
    // @ts-expect-error: the overloads of writeHead pass straight through.
    return writeHead.apply(res, args);
  };
  res.writeHead = wrapped;
}

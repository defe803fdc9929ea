// @ts-check
// The start-up half of app/api/content/refresh/route.ts: server.mjs makes a token for this process
// before Next loads, and once listening asks its own route to expire pages that may predate the
// last publish.
import { randomBytes } from "node:crypto";

export const REFRESH_HEADER = "x-content-refresh";

export function makeRefreshToken() {
  process.env.CONTENT_REFRESH_TOKEN = randomBytes(24).toString("base64url");
}

/**
 * @param {string} baseUrl this server, as INTERNAL_SERVER_URL names it
 * @param {{ info: Function, error: Function }} log
 */
export async function refreshContentAtStart(baseUrl, log) {
  try {
    const res = await fetch(`${baseUrl}/api/content/refresh`, {
      method: "POST",
      headers: { [REFRESH_HEADER]: process.env.CONTENT_REFRESH_TOKEN ?? "" },
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`status ${res.status}`);
    const { refreshed } = /** @type {{ refreshed: boolean }} */ (await res.json());
    if (refreshed) log.info("pages expired: staff have published since the build");
  } catch (err) {
    log.error(
      { err },
      "could not expire pages at start: they may show content older than the last publish until it is published again",
    );
  }
}

// @ts-check
// Headers every answer carries, errors and static files included. server.mjs sets them before
// Next (or its own error answers) write anything; the Content-Security-Policy comes from csp.mjs.
export const SECURITY_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "Cross-Origin-Opener-Policy": "same-origin",
  // No other site may embed our pages' files (images, fonts, scripts, API answers) in its own.
  "Cross-Origin-Resource-Policy": "same-origin",
};

/**
 * @param {import("node:http").ServerResponse} res
 * @param {string} contentSecurityPolicy
 */
export function applySecurityHeaders(res, contentSecurityPolicy) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  res.setHeader("Content-Security-Policy", contentSecurityPolicy);
}

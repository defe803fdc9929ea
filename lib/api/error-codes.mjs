// @ts-check
// Each error code of the one error shape, { "error": { "code", "message", "fields"? } }, and the
// HTTP status it always answers with. Shared by the route handlers (lib/api/errors.ts) and by
// server.mjs, which refuses some requests before Next sees them.
export const ERROR_STATUS = /** @type {const} */ ({
  invalid_json: 400,
  invalid_parameter: 400,
  invalid_idempotency_key: 400,
  /** An address that does not decode, refused by server.mjs. */
  bad_request: 400,
  unauthorized: 401,
  forbidden_origin: 403,
  /** Signed in, but the staff member's role may not do this (a counsellor on an admin action). */
  forbidden: 403,
  not_found: 404,
  /** The platform knows no user by the handle given (a student's progress). */
  unknown_handle: 404,
  /** A method no route answers (TRACE, PROPFIND …), refused by server.mjs. */
  method_not_allowed: 405,
  idempotency_conflict: 409,
  /** Something with this name exists already (a staff member's email). */
  already_exists: 409,
  /** A staff page was stale: what it changes was changed meanwhile by someone else. */
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation_failed: 422,
  rate_limited: 429,
  internal: 500,
  /** An upstream list was never fetched and its upstream is down (live learning data). */
  upstream_unavailable: 503,
  /** A live list needs configuration the server lacks (the clist.by username and key). */
  not_configured: 503,
  /** Too many handle look-ups are waiting for an upstream's pace: try again in a minute. */
  upstream_busy: 503,
  /** The server is starting or stopping, or its database is unreachable (GET /api/ready). */
  not_ready: 503,
});

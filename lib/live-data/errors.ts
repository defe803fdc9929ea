// Errors of the live data service (isomorphic: pages check `code`, the API maps it to its status
// in lib/api/error-codes.mjs).

/** The upstream never answered with good data and nothing is cached or persisted. */
export class LiveDataUnavailableError extends Error {
  readonly code = "upstream_unavailable" as const;
  constructor(readonly source: string) {
    super(`The ${source} list is not available right now. Please try again in a few minutes.`);
    this.name = "LiveDataUnavailableError";
  }
}

/** The clist.by username or API key is missing (the lists read from clist need them). */
export class LiveDataNotConfiguredError extends Error {
  readonly code = "not_configured" as const;
  constructor(readonly source: string) {
    super(`The ${source} list is not configured on this server.`);
    this.name = "LiveDataNotConfiguredError";
  }
}

/**
 * No user has this handle: the upstream said so, or it breaks the platform's rule (some upstreams
 * answer an unknown user like a new one, so only the rule can tell there).
 */
export class UnknownHandleError extends Error {
  readonly code = "unknown_handle" as const;
  constructor(
    readonly source: string,
    readonly handle: string,
  ) {
    super(`There is no ${source} user called “${handle}”. Check the spelling.`);
    this.name = "UnknownHandleError";
  }
}

/** Too many handle look-ups are already waiting for this upstream (its pace is fixed). */
export class ProgressBusyError extends Error {
  readonly code = "upstream_busy" as const;
  constructor(readonly source: string) {
    super(`Too many ${source} look-ups are waiting right now. Please try again in a minute.`);
    this.name = "ProgressBusyError";
  }
}

export type LiveDataError =
  LiveDataUnavailableError | LiveDataNotConfiguredError | UnknownHandleError | ProgressBusyError;

const LIVE_DATA_CODES: ReadonlySet<unknown> = new Set<LiveDataError["code"]>([
  "upstream_unavailable",
  "not_configured",
  "unknown_handle",
  "upstream_busy",
]);

/**
 * Recognised by `code`, not `instanceof`: the server bundles pages and route handlers separately,
 * so an error thrown by the shared service may come from another copy of these classes.
 */
export function isLiveDataError(error: unknown): error is LiveDataError {
  return (
    error instanceof Error &&
    LIVE_DATA_CODES.has((error as { code?: unknown }).code) &&
    typeof (error as { source?: unknown }).source === "string"
  );
}

// @ts-check
// What must exist once per process: the database, the Redis connection, the rate limiters, the
// live-data caches, the logger, the metrics and the background jobs. A module-level value is not
// enough, because Next bundles pages, route handlers and instrumentation separately (each bundle
// has its own copy of a module) and server.mjs loads modules natively beside them; every copy
// reaches the one value through this registry instead.
const REGISTRY = Symbol.for("coderhouse.process-wide");

/** @returns {Map<string, unknown>} */
function registry() {
  const holder = /** @type {{ [REGISTRY]?: Map<string, unknown> }} */ (globalThis);
  return (holder[REGISTRY] ??= new Map());
}

/**
 * The process's one `name`, made by `create` on first use.
 * @template T
 * @param {string} name
 * @param {() => T} create
 * @returns {T}
 */
export function processWide(name, create) {
  const values = registry();
  if (!values.has(name)) values.set(name, create());
  return /** @type {T} */ (values.get(name));
}

/**
 * Forgets `name`, so the next processWide call makes it again (a database that failed to open,
 * or a test that changes the settings).
 * @param {string} name
 */
export function forgetProcessWide(name) {
  registry().delete(name);
}

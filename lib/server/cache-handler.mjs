// @ts-check
// Next's cache shared by every instance through Redis (next.config.mjs sets it only when
// REDIS_URL is set): rendered pages and the content they read (lib/content-store/read.ts), with
// their tags, so a publish on one instance expires them for all (revalidateTag deletes every
// entry carrying the tag). @fortedigital/nextjs-cache-handler's Redis handler does the work; this
// file only connects it. Keys carry the build's deployment id: a page rendered by one release
// names that release's scripts and is never served by another. Without Redis, Next keeps its
// cache in the build's own files (one instance).
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import { ioredisAdapter } from "@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { Redis } from "ioredis";
import { builtDeploymentId } from "../deployment-id.mjs";
import { env } from "../env.mjs";
import { log } from "../log.mjs";

CacheHandler.onCreation(() => {
  const url = process.env.REDIS_URL;
  if (!url) throw new Error("The shared page cache needs REDIS_URL.");
  // One connection per process however many times Next creates the handler.
  const shared = /** @type {{ coderhouseCacheHandler?: any }} */ (globalThis);
  if (shared.coderhouseCacheHandler) return shared.coderhouseCacheHandler;
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
  });
  client.on("error", (/** @type {Error} */ error) =>
    log.warn({ reason: error.message }, "page cache: Redis unavailable, pages render again"),
  );
  const release = builtDeploymentId(process.env.NEXT_DIST_DIR || ".next") ?? "dev";
  const handler = createRedisHandler({
    client: ioredisAdapter(client),
    keyPrefix: `${env.REDIS_KEY_PREFIX}next:${release}:`,
    timeoutMs: 1000,
  });
  // A week, then Redis forgets an entry after half as long again unless it was rendered anew: the
  // pages of a release no instance runs any more leave Redis within about ten days.
  shared.coderhouseCacheHandler = { handlers: [handler], ttl: { defaultStaleAge: 7 * 86_400 } };
  return shared.coderhouseCacheHandler;
});

export default CacheHandler;

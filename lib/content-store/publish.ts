// After a publish: the cached data of the kind and every page that read it expire at once, in the
// cache all instances share, so the next visit to any of them renders the new content (nginx
// asks again within lib/server/page-lifetime.mjs's few seconds). Runs in a route handler: Next
// only accepts revalidation inside a request.
import "server-only";
import { revalidateTag } from "next/cache";
import { CONTENT_TAG, kindTag } from "./read";
import type { ContentKind } from "./kinds";

export function refreshPages(kind?: ContentKind): void {
  revalidateTag(kind ? kindTag(kind) : CONTENT_TAG, { expire: 0 });
}

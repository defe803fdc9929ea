// The URL filters only the problem browsers have (Codeforces tags, a platform handle), beside the
// kinds every list shares (lib/query-table/fields.ts), each with the sentence our API answers
// when a value is not allowed.
import { createMultiParser, createParser } from "nuqs/server";
import type { QueryField } from "@/lib/query-table";

export { choiceField, pageField, wholeNumberField } from "@/lib/query-table";
export type FilterField<T> = QueryField<T>;

/** Most tags one address may choose. */
export const MAX_TAGS = 20;
/** A Codeforces tag as the archive spells them: "dp", "binary search", "*special", "2-sat". */
const TAG = /^[a-z0-9*][a-z0-9 *.-]{0,39}$/;

/**
 * Codeforces tags, each its own parameter (`?tags=dp&tags=binary+search`, as a plain form sends
 * checkboxes), lower-cased, without repeats. One bad tag or too many refuses the whole list.
 */
export const tagsField = {
  parser: createMultiParser<string[]>({
    parse: (values) => {
      const tags = [...new Set(values.map((t) => t.trim().toLowerCase()).filter(Boolean))];
      return tags.length <= MAX_TAGS && tags.every((t) => TAG.test(t)) ? tags.sort() : null;
    },
    serialize: (tags) => tags,
    eq: (a, b) => a.length === b.length && a.every((t, i) => t === b[i]),
  }),
  message: `The "tags" parameter must be up to ${MAX_TAGS} Codeforces tags, such as tags=dp&tags=greedy.`,
};

/** A handle of a platform, checked by its own rule (lib/live-data/progress.ts). */
export function handleField(isHandle: (v: string) => boolean, message: string) {
  return {
    parser: createParser<string>({
      parse: (raw) => (isHandle(raw.trim()) ? raw.trim() : null),
      serialize: (v) => v,
    }),
    message,
  } satisfies FilterField<string>;
}

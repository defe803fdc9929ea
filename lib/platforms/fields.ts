// URL filters only some lists have (tags, a platform handle) and the helpers a platform's query
// table is built with, beside the kinds every list shares (lib/query-table/fields.ts), each with the
// sentence our API answers when a value is not allowed. Isomorphic and free of zod.
import { createMultiParser, createParser, type SingleParserBuilder } from "nuqs/server";
import { pageField, type QueryField, type QueryProblems, queryTable } from "@/lib/query-table";

/** `field` with the default a page reads when the address leaves it out (or gives a bad value). */
export function defaulted<T>(
  field: QueryField<T> & { parser: SingleParserBuilder<T> },
  value: NonNullable<T>,
) {
  return { ...field, parser: field.parser.withDefault(value) };
}

/** The page of a list, 1 when absent. */
export const PAGE = defaulted(pageField, 1);

/** Most tags one address may choose. */
export const MAX_TAGS = 20;
/** A tag as an archive spells them: "dp", "binary search", "*special", "2-sat". */
const TAG = /^[a-z0-9*][a-z0-9 *.-]{0,39}$/;

/**
 * Tags, each its own parameter (`?tags=dp&tags=binary+search`, as a plain form sends
 * checkboxes), lower-cased, without repeats. One bad tag or too many refuses the whole list.
 */
export const tagsField = (example: string) => ({
  parser: createMultiParser<string[]>({
    parse: (values) => {
      const tags = [...new Set(values.map((t) => t.trim().toLowerCase()).filter(Boolean))];
      return tags.length <= MAX_TAGS && tags.every((t) => TAG.test(t)) ? tags.sort() : null;
    },
    serialize: (tags) => tags,
    eq: (a, b) => a.length === b.length && a.every((t, i) => t === b[i]),
  }).withDefault([]),
  message: `The "tags" parameter must be up to ${MAX_TAGS} ${example}.`,
});

/** A platform's rule for a handle: the check a browser makes before asking, and its sentence. */
export type HandleRule = { isHandle: (value: string) => boolean; message: string };

/** A handle checked by its platform's rule, trimmed. */
export function handleField({ isHandle, message }: HandleRule) {
  return {
    parser: createParser<string>({
      parse: (raw) => (isHandle(raw.trim()) ? raw.trim() : null),
      serialize: (v) => v,
    }),
    message,
  } satisfies QueryField<string>;
}

/** `?handle=` of the progress API: required, and any value the rule refuses is its sentence. */
export function handleQuery(rule: HandleRule) {
  return queryTable(
    { handle: handleField(rule) },
    {
      settle: (query) => {
        const problems: QueryProblems = query.handle === null ? { handle: rule.message } : {};
        return { query, problems };
      },
    },
  );
}

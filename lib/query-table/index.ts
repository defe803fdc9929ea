// One way to read a list's filters from its address, for every list of the site: a typed table of
// nuqs parsers (./fields.ts) gives
// - `read`: what a page shows for any address (a value a parser refuses falls back to its default),
// - `parse`: what an API accepts (every refused value is a problem naming its parameter, for a 400),
// - `href`: the address of a query, leaving out what equals the defaults,
// - `parsers`: the same table for a browser that keeps its filters in the address (nuqs hooks).
// Rules between fields (a range upside down, a value needing another) are the table's `settle`.
// Isomorphic: no server imports.
import { createLoader, createSerializer, type inferParserType } from "nuqs/server";
import type { QueryField } from "./fields";

export * from "./fields";

type ParamsLike = URLSearchParams | Record<string, string | string[] | undefined> | null;

/** Parameter name → the sentence an API answers for it. */
export type QueryProblems = Record<string, string>;

// A field of any value type: parsers are invariant in their value, so `unknown` would not do.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyField = QueryField<any>;

type Parsers<F extends Record<string, AnyField>> = { [K in keyof F]: F[K]["parser"] };

export type QueryOfTable<T extends { parsers: object }> = inferParserType<T["parsers"]>;

export type QueryTable<P extends Record<string, unknown>, Q> = {
  parsers: P;
  read(params: ParamsLike): Q;
  parse(params: ParamsLike): { query: Q; problems: QueryProblems };
  href(query: Q, changes?: Partial<{ [K in keyof Q]: Q[K] | null }>, path?: string): string;
};

function searchParamsOf(params: ParamsLike): URLSearchParams {
  if (params instanceof URLSearchParams) return params;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      search.append(key, one);
    }
  }
  return search;
}

/**
 * A query table of `fields`, each with its default where it has one (`parser.withDefault`).
 * `settle` mends what is wrong between fields for a page and names it for an API; `foreign`
 * lists parameters that belong to a sibling table (an API says they do not apply here).
 */
export function queryTable<F extends Record<string, AnyField>>(
  fields: F,
  options: {
    settle?: (query: inferParserType<Parsers<F>>) => {
      query: inferParserType<Parsers<F>>;
      problems?: QueryProblems;
    };
    foreign?: { keys: readonly string[]; message: (key: string) => string };
  } = {},
): QueryTable<Parsers<F>, inferParserType<Parsers<F>>> {
  type Q = inferParserType<Parsers<F>>;
  const parsers = Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [key, field.parser]),
  ) as Parsers<F>;
  const load = createLoader(parsers);
  const serialize = createSerializer(parsers);
  const settle = (query: Q) => {
    const settled = options.settle?.(query);
    return { query: settled?.query ?? query, problems: settled?.problems ?? {} };
  };

  return {
    parsers,
    read: (params) => settle(load(searchParamsOf(params)) as Q).query,
    parse(params) {
      const search = searchParamsOf(params);
      const problems: QueryProblems = {};
      for (const [key, field] of Object.entries(fields)) {
        const given = search.getAll(key).filter((v) => v.trim() !== "");
        if (given.length === 0) continue;
        const parser = field.parser as {
          type?: string;
          parse: (raw: string | string[]) => unknown;
        };
        if (parser.parse(parser.type === "multi" ? given : given[0]!) === null) {
          problems[key] = field.message;
        }
      }
      for (const key of options.foreign?.keys ?? []) {
        if (!(key in fields) && search.getAll(key).some((v) => v.trim() !== "")) {
          problems[key] = options.foreign!.message(key);
        }
      }
      const settled = settle(load(search) as Q);
      return { query: settled.query, problems: { ...settled.problems, ...problems } };
    },
    href: (query, changes = {}, path = "") =>
      serialize(path, { ...(query as object), ...changes } as Parameters<typeof serialize>[1]),
  };
}

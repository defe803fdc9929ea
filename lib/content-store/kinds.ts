// Every kind of item staff edit, with the one zod schema that checks it (in the editor's form, in
// the handlers and in the content test) and today's data, which a fresh install starts from.
// Isomorphic: the editor's client form imports it.
import type { ZodType } from "zod";
import { type Facts, factsSchema, seedFacts } from "./facts";

type KindSpec<T> = {
  /** What the editor calls it. */
  label: string;
  /** What it changes on the site, for the editor's list. */
  shows: string;
  schema: ZodType<T>;
  /** One item only (the facts), edited but never added or taken down. */
  single: boolean;
  /** Today's items, in order: what visitors see until staff publish something else. */
  seeds: readonly T[];
  /** The item's name in lists and the audit log. */
  title: (item: T) => string;
  /**
   * Refuses to publish an item that is valid as a draft but not fit to show (an achiever without
   * a consent record): throws an ApiError with a message under the field.
   */
  mayPublish?: (item: T) => void;
  /** What the form of a new item starts from (not yet valid: the editor fills it in). */
  blank?: unknown;
};

export const CONTENT_KINDS = {
  facts: {
    label: "Institute facts",
    shows:
      "Phone, WhatsApp, email, address and map, opening hours and social links: every page's contact bar and footer, the forms, the legal pages and search engines' listing.",
    schema: factsSchema,
    single: true,
    seeds: [seedFacts],
    title: () => "Institute facts",
  } satisfies KindSpec<Facts>,
};

export type ContentKind = keyof typeof CONTENT_KINDS;
export type ContentOf<K extends ContentKind> = (typeof CONTENT_KINDS)[K]["seeds"][number];

export const isContentKind = (value: unknown): value is ContentKind =>
  typeof value === "string" && Object.hasOwn(CONTENT_KINDS, value);

export const kindSpec = <K extends ContentKind>(kind: K) =>
  CONTENT_KINDS[kind] as unknown as KindSpec<ContentOf<K>>;

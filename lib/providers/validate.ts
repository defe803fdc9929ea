// Bounds and validates an upstream list item by item: items past the list's cap and malformed
// items are dropped, each counted in one log line.
import "server-only";
import { z } from "zod";
import { log } from "@/lib/log.mjs";

/**
 * The first `max` items. An upstream that sends more than asked for (or far more than it ever
 * has) would otherwise fill memory and every copy of the cache; the rest is dropped and logged.
 */
export function capItems<T>(list: string, items: readonly T[], max: number): T[] {
  if (items.length <= max) return [...items];
  log.warn(
    { list, received: items.length, kept: max, dropped: items.length - max },
    "upstream list longer than its cap: the extra items were dropped",
  );
  return items.slice(0, max);
}

export function parseItems<S extends z.ZodType>(
  list: string,
  items: readonly unknown[],
  schema: S,
): z.output<S>[] {
  const good: z.output<S>[] = [];
  let dropped = 0;
  let example = "";
  for (const item of items) {
    const parsed = schema.safeParse(item);
    if (parsed.success) good.push(parsed.data);
    else {
      dropped += 1;
      example ||= parsed.error.issues
        .slice(0, 2)
        .map((i) => `${i.path.join(".") || "item"}: ${i.message}`)
        .join("; ");
    }
  }
  if (dropped > 0) {
    log.warn({ list, dropped, example }, "upstream items failed validation and were dropped");
  }
  return good;
}

/**
 * An id that goes into a link we build: non-empty and well-formed Unicode (encodeURIComponent
 * throws on a lone surrogate, which would fail the whole refresh instead of dropping one item).
 */
export const linkPart = z
  .string()
  .min(1)
  .refine((v) => v.isWellFormed(), "not well-formed text");

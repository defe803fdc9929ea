// Validates an upstream list item by item: a malformed item is dropped and counted in one log line.
import "server-only";
import type { z } from "zod";

export function parseItems<S extends z.ZodType>(
  source: string,
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
    console.warn(`[live-data] ${source}: dropped ${dropped} malformed item(s), e.g. ${example}`);
  }
  return good;
}

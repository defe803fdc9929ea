// The form's view of a zod result: the first message per field, as the handler sends in `fields`.
import type { ZodType } from "zod";

export function fieldsOf(schema: ZodType, body: unknown): Record<string, string> {
  const result = schema.safeParse(body);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join(".")] ??= issue.message;
  return fields;
}

/** The parsed value, failing the test with the field messages when the body is refused. */
export function parsed<T>(schema: ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body);
  if (!result.success) throw new Error(`refused: ${JSON.stringify(fieldsOf(schema, body))}`);
  return result.data;
}

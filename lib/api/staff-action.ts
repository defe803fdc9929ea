// What every staff API does before its own work: the staff member from the session (401 without
// one, 403 when the role lacks the action's duty), then, for a change, the same checks as the
// forms (same origin, JSON, 16 KB) and the body against the action's own zod schema (422 with a
// message per field). Answers are never cached.
import "server-only";
import type { ZodType } from "zod";
import { type Staff, requireStaffApi } from "@/lib/auth/guard";
import type { Duty } from "@/lib/auth/roles";
import type { Actor } from "@/lib/services/staff";
import { parseBody } from "./errors";
import { assertSameOrigin, readJsonObject } from "./request";

export const actorOf = (staff: Staff): Actor => ({ id: staff.id, address: staff.address });

/** The signed-in staff member and the checked body of a POST. */
export async function staffAction<T>(
  request: Request,
  schema: ZodType<T>,
  options: { duty: Duty },
): Promise<{ staff: Staff; data: T }> {
  const staff = await requireStaffApi(request, options);
  assertSameOrigin(request);
  const { body } = await readJsonObject(request);
  return { staff, data: parseBody(schema, body) };
}

/** A JSON answer of a staff API. */
export const staffJson = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

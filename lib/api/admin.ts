// The staff endpoints (exports, metrics, purge, backup): they exist only when ADMIN_TOKEN is set,
// and need it as a Bearer token (compared in constant time; ten wrong tokens per ten minutes per
// address, then 429).
import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env.mjs";
import {
  CONTENT_TYPES,
  EXPORT_FORMATS,
  type ExportFormat,
  type ExportKind,
  formatRecords,
  listRecords,
  parseSince,
} from "@/lib/services/export";
import { download } from "./download";
import { ApiError } from "./errors";
import { limit } from "./rate-limit";
import { clientAddress } from "./request";

const digest = (value: string) => createHash("sha256").update(value).digest();

function tokenMatches(header: string | null, token: string): boolean {
  const given = /^Bearer\s+(.+)$/i.exec(header ?? "")?.[1]?.trim() ?? "";
  // Hashing first gives equal lengths, so the comparison time says nothing about the token.
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * Lets the request through only with the admin token: 404 while ADMIN_TOKEN is unset (the staff
 * endpoints do not exist), 401 without the right token, 429 after ten wrong ones from an address.
 */
export async function requireAdmin(request: Request): Promise<void> {
  const token = env.ADMIN_TOKEN;
  if (!token) throw new ApiError("not_found", "Not found.");
  const address = clientAddress(request);
  await limit.check("admin", address);
  if (!tokenMatches(request.headers.get("authorization"), token)) {
    await limit.penalise("admin", address);
    throw new ApiError(
      "unauthorized",
      "Send the admin token as 'Authorization: Bearer <token>'.",
      undefined,
      {
        "WWW-Authenticate": 'Bearer realm="coderhouse-admin"',
      },
    );
  }
}

export async function exportResponse(request: Request, kind: ExportKind): Promise<Response> {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const since = parseSince(params.get("since"));
  if (since === "invalid") {
    throw new ApiError(
      "invalid_parameter",
      "'since' must be a date written YYYY-MM-DD, e.g. 2026-01-01.",
    );
  }
  const format = (params.get("format") ?? "json") as ExportFormat;
  if (!EXPORT_FORMATS.includes(format)) {
    throw new ApiError("invalid_parameter", "'format' must be json or csv.");
  }
  const records = await listRecords(await getDb(), kind, since);
  const body = formatRecords(kind, records, format);
  if (format === "csv") return download(body, `${kind}.csv`, CONTENT_TYPES.csv);
  return new Response(body, {
    status: 200,
    headers: { "Content-Type": CONTENT_TYPES.json, "Cache-Control": "no-store" },
  });
}

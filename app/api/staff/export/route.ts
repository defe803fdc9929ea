// GET /api/staff/export?kind=…&status=…&q=… – the inbox's current filter as a CSV file (admins).
// The same columns and formula guard as the token export (lib/services/export.ts). The audit log
// records the filter's fields, never a search term (a name).
import { ApiError, handle } from "@/lib/api/errors";
import { requireStaffApi } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { parseInboxFilters } from "@/lib/inbox/filters";
import { recordAudit } from "@/lib/services/audit";
import { CONTENT_TYPES, formatRecords, listWhere } from "@/lib/services/export";
import { inboxWhere } from "@/lib/services/inbox";
import { viewConditions } from "@/lib/services/inbox-views";

export const dynamic = "force-dynamic";

export const GET = handle("GET /api/staff/export", async (request: Request) => {
  const staff = await requireStaffApi(request, { admin: true });
  const { filters, problems } = parseInboxFilters(new URL(request.url).searchParams);
  if (Object.keys(problems).length > 0) {
    throw new ApiError("invalid_parameter", Object.values(problems).join(" "), problems);
  }
  const kind = filters.kind === "enquiries" ? "leads" : "appointments";
  const db = await getDb();
  const conditions = viewConditions(filters.kind, { staffId: staff.id });
  const records = await listWhere(db, kind, inboxWhere(filters, conditions));
  const { q, ...shown } = filters;
  await recordAudit(
    {
      action: "export",
      actorId: staff.id,
      targetKind: filters.kind === "enquiries" ? "enquiry" : "booking",
      address: staff.address,
      detail: {
        rows: records.length,
        filters: { ...shown, page: undefined },
        searched: q !== null,
      },
    },
    db,
  );
  const day = new Date().toISOString().slice(0, 10);
  return new Response(formatRecords(kind, records, "csv"), {
    status: 200,
    headers: {
      "Content-Type": CONTENT_TYPES.csv,
      "Cache-Control": "no-store",
      "Content-Disposition": `attachment; filename="coderhouse-${filters.kind}-${day}.csv"`,
    },
  });
});

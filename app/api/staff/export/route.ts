// GET /api/staff/export?kind=…&view=…&status=…&q=… – the inbox's current filter and view as a CSV
// file a spreadsheet opens (admins; lib/services/inbox-export.ts). The audit log records the
// filter's fields, never a search term (a name).
import { download } from "@/lib/api/download";
import { ApiError, handle } from "@/lib/api/errors";
import { requireStaffApi } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { parseInboxFilters } from "@/lib/inbox/filters";
import { recordAudit } from "@/lib/services/audit";
import { CONTENT_TYPES } from "@/lib/services/export";
import { exportInbox } from "@/lib/services/inbox-export";

export const dynamic = "force-dynamic";

export const GET = handle("GET /api/staff/export", async (request: Request) => {
  const staff = await requireStaffApi(request, { duty: "administration" });
  const { filters, problems } = parseInboxFilters(new URL(request.url).searchParams);
  if (Object.keys(problems).length > 0) {
    throw new ApiError("invalid_parameter", Object.values(problems).join(" "), problems);
  }
  const db = await getDb();
  const { csv, fileName, rows } = await exportInbox(db, filters, {
    now: new Date(),
    staffId: staff.id,
  });
  const { q, ...shown } = filters;
  await recordAudit(
    {
      action: "export",
      actorId: staff.id,
      targetKind: filters.kind === "enquiries" ? "enquiry" : "booking",
      address: staff.address,
      detail: { rows, filters: { ...shown, page: undefined }, searched: q !== null },
    },
    db,
  );
  return download(csv, fileName, CONTENT_TYPES.csv);
});

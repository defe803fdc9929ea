// GET /api/staff/reports?month=…|from=…&to=… – the reports page's numbers as a CSV file (admins;
// lib/services/report-export.ts). A period the page would mend is refused here with a 400 naming
// the parameter, so a script hears that it did not get what it asked for.
import { download } from "@/lib/api/download";
import { ApiError, handle } from "@/lib/api/errors";
import { requireStaffApi } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { REPORT_TABLE, reportRange } from "@/lib/inbox/report-range";
import { recordAudit } from "@/lib/services/audit";
import { CONTENT_TYPES } from "@/lib/services/export";
import { reportCsv } from "@/lib/services/report-export";
import { getReport } from "@/lib/services/reports";

export const dynamic = "force-dynamic";

export const GET = handle("GET /api/staff/reports", async (request: Request) => {
  const staff = await requireStaffApi(request, { duty: "administration" });
  const { query, problems } = REPORT_TABLE.parse(new URL(request.url).searchParams);
  if (Object.keys(problems).length > 0) {
    throw new ApiError("invalid_parameter", Object.values(problems).join(" "), problems);
  }
  const db = await getDb();
  const range = reportRange(query);
  const { csv, fileName } = reportCsv(await getReport(db, range));
  await recordAudit(
    {
      action: "export",
      actorId: staff.id,
      address: staff.address,
      detail: { report: true, filters: { from: range.from, to: range.to } },
    },
    db,
  );
  return download(csv, fileName, CONTENT_TYPES.csv);
});

// GET /api/admin/leads?since=YYYY-MM-DD&format=json|csv – leads for staff (needs ADMIN_TOKEN).
import { exportResponse } from "@/lib/api/admin";
import { handle } from "@/lib/api/errors";

export const dynamic = "force-dynamic";

export const GET = handle("GET /api/admin/leads", (request: Request) =>
  exportResponse(request, "leads"),
);

// GET /api/admin/appointments?since=YYYY-MM-DD&format=json|csv – bookings for staff (needs ADMIN_TOKEN).
import { exportResponse } from "@/lib/api/admin";
import { handle } from "@/lib/api/errors";

export const dynamic = "force-dynamic";

export const GET = handle("GET /api/admin/appointments", (request: Request) =>
  exportResponse(request, "appointments"),
);

// POST /api/admin/purge?older_than=365d&dry_run=true – deletes enquiries and bookings past their period (needs ADMIN_TOKEN).
import { requireAdmin } from "@/lib/api/admin";
import { ApiError, handle } from "@/lib/api/errors";
import { getDb } from "@/lib/db/client";
import { OLDER_THAN_HINT, parseOlderThan, purgeExpired } from "@/lib/services/retention";

export const dynamic = "force-dynamic";

const FLAGS = new Map([
  ["true", true],
  ["1", true],
  ["false", false],
  ["0", false],
]);

export const POST = handle("POST /api/admin/purge", async (request: Request) => {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const olderThan = params.get("older_than");
  const olderThanDays = olderThan === null ? undefined : parseOlderThan(olderThan);
  if (olderThanDays === null) {
    throw new ApiError("invalid_parameter", `'older_than' must be ${OLDER_THAN_HINT}.`);
  }
  const dryRun = FLAGS.get(params.get("dry_run") ?? "false");
  if (dryRun === undefined) {
    throw new ApiError("invalid_parameter", "'dry_run' must be true or false.");
  }
  // A manual purge waits for a run on another instance rather than skip it and report nothing.
  const counts = await purgeExpired(await getDb(), { olderThanDays, dryRun, whenBusy: "wait" });
  return Response.json(
    {
      data: {
        dry_run: dryRun,
        older_than_days: olderThanDays ?? null,
        leads: counts.leads,
        appointments: counts.appointments,
        outbox_events: counts.outbox,
      },
    },
    { headers: { "Cache-Control": "no-store" } },
  );
});

// npm run data:purge -- [--older-than 365d] [--dry-run]
// Deletes stored enquiries and bookings older than the given number of days (counted as the
// daily retention job counts: from the later of the submission or session date and the last
// contact), or without --older-than those past the privacy policy's periods, and the webhook
// events that copy them. --dry-run only counts. Prints counts, never the rows.
import "@/lib/preflight.mjs";
import { parseArgs } from "node:util";
import {
  OLDER_THAN_HINT,
  type PurgeCounts,
  parseOlderThan,
  purgeExpired,
} from "@/lib/services/retention";
import { fail, withDatabaseOrServer } from "./lib/database-or-server";

const USAGE = "Usage: npm run data:purge -- [--older-than 365d] [--dry-run]";

type PurgeAnswer = {
  data: { leads: number; appointments: number; outbox_events: number };
};

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

function summary(counts: PurgeCounts, olderThanDays: number | undefined, dryRun: boolean) {
  const what =
    `${plural(counts.leads, "enquiry", "enquiries")}, ` +
    `${plural(counts.appointments, "booking", "bookings")} and ` +
    `${plural(counts.outbox, "webhook event", "webhook events")}`;
  const scope =
    olderThanDays === undefined
      ? "past the privacy policy's retention periods"
      : `older than ${plural(olderThanDays, "day", "days")}`;
  return dryRun
    ? `Dry run: ${what} ${scope} would be deleted. Nothing was deleted.`
    : `Deleted ${what} ${scope}.`;
}

async function main() {
  let values: { "older-than"?: string; "dry-run"?: boolean };
  try {
    ({ values } = parseArgs({
      options: { "older-than": { type: "string" }, "dry-run": { type: "boolean", default: false } },
    }));
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`);
  }
  const olderThan = values["older-than"];
  const olderThanDays = olderThan === undefined ? undefined : parseOlderThan(olderThan);
  if (olderThanDays === null) fail(`--older-than must be ${OLDER_THAN_HINT}, not "${olderThan}".`);
  const dryRun = values["dry-run"] === true;

  const counts = await withDatabaseOrServer("npm run data:purge", {
    direct: (handle) => purgeExpired(handle.db, { olderThanDays, dryRun, whenBusy: "wait" }),
    viaServer: async (call) => {
      const query = new URLSearchParams({ dry_run: String(dryRun) });
      if (olderThan !== undefined) query.set("older_than", olderThan);
      const { data } = (await (
        await call(`/api/admin/purge?${query}`, { method: "POST" })
      ).json()) as PurgeAnswer;
      return { leads: data.leads, appointments: data.appointments, outbox: data.outbox_events };
    },
  });
  console.log(summary(counts, olderThanDays, dryRun));
}

void main();

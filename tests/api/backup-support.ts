// What the backup suites share: a database with rows in every table, every row of every table to
// compare a restored copy with, and the backup and restore scripts run as `npm run` runs them.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { outbox } from "@/lib/db/schema";
import type * as Submissions from "@/lib/services/submissions";
import { appointmentSchema } from "@/lib/validations/appointment";
import { coderSheetLeadSchema, homeLeadSchema } from "@/lib/validations/lead";
import { appointment, appointmentSlot, coderSheetLead, homeLead } from "../fixtures/submissions";
import { type ScriptRun, runScriptWithEnv } from "./support";

const key = (scope: string, n: number) => ({ scope, key: randomUUID(), requestHash: `body-${n}` });

/**
 * Three leads and two bookings as the forms store them (each with its webhook event and
 * idempotency record), plus one event delivered after a failed attempt, so every column of
 * every table holds something.
 */
export async function seed(db: Db, service: typeof Submissions): Promise<void> {
  const leads = [
    homeLeadSchema.parse(homeLead()),
    coderSheetLeadSchema.parse(coderSheetLead({ query: "Ünïcode, commas, 'quotes'\nand lines" })),
    homeLeadSchema.parse(homeLead({ role: "Others", expertise: "=SUM(A1)", linkedin_url: "" })),
  ];
  for (const [n, lead] of leads.entries())
    await service.createLead(db, lead, { queueWebhook: true, idempotency: key("leads", n) });
  for (const n of [1, 2]) {
    const booking = appointmentSchema.parse(appointment(appointmentSlot(n + 2)));
    await service.createAppointment(db, booking, {
      queueWebhook: true,
      idempotency: key("appointments", n),
    });
  }
  const [event] = await db.select({ id: outbox.id }).from(outbox).limit(1);
  await db
    .update(outbox)
    .set({
      attempts: 2,
      lastError: "the webhook answered 500",
      deliveredAt: new Date("2026-11-20T10:00:00.000Z"),
    })
    .where(eq(outbox.id, event!.id));
}

type Rows = { rows: Record<string, unknown>[] };
const rowsOf = async (db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as Rows).rows;

/** Every row of every table (the app's and the migrations record), in a stable order. */
export async function everyRow(db: Db): Promise<Record<string, Record<string, unknown>[]>> {
  const tables = await rowsOf(
    db,
    sql`select table_schema, table_name from information_schema.tables
        where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE'
        order by table_schema, table_name`,
  );
  const all: Record<string, Record<string, unknown>[]> = {};
  for (const { table_schema: schema, table_name: name } of tables) {
    const table = `"${String(schema)}"."${String(name)}"`;
    all[table] = await rowsOf(db, sql.raw(`select * from ${table} order by 1, 2`));
  }
  return all;
}

/** Where the scripts find a database that a Target made. */
export type Place = { url?: string; dataDir?: string };

/** The scripts' settings for `place`; DATA_DIR must be set even when DATABASE_URL is. */
function settings(place: Place, unusedDir: string, extra: Record<string, string>) {
  return place.url
    ? { DATA_DIR: unusedDir, DATABASE_URL: place.url, ...extra }
    : { DATA_DIR: place.dataDir!, ...extra };
}

export function scripts(unusedDir: string) {
  return {
    backup: (file: string, place: Place, extra: Record<string, string> = {}): Promise<ScriptRun> =>
      runScriptWithEnv("scripts/backup.ts", [file], settings(place, unusedDir, extra)),
    restore: (file: string, place: Place): Promise<ScriptRun> =>
      runScriptWithEnv("scripts/restore.ts", [file], settings(place, unusedDir, {})),
  };
}

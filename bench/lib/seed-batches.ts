// Publishes two batches of one program into a data folder no server holds, so bench:lighthouse
// --batches measures a program page as it looks once staff have published its batches (no batch
// ships with the site: they are the institute's facts). Bench data only: never on a real site.
//   DATA_DIR=<folder> tsx --conditions=react-server bench/lib/seed-batches.ts <program slug>
import "@/lib/preflight.mjs";
import { createEntry } from "@/lib/content-store/store";
import { istDay } from "@/lib/content-store/batches";
import { openDatabase } from "@/lib/db/client";
import { staffUsers } from "@/lib/db/schema";
import { env } from "@/lib/env.mjs";

const program = process.argv[2];
if (!program) throw new Error("Name the program: seed-batches.ts java-programming");

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => istDay(new Date(Date.now() + days * DAY_MS));

async function main() {
  const handle = await openDatabase({ dataDir: env.DATA_DIR, holder: "bench seed-batches" });
  try {
    const actor = { id: "bench-editor", address: null };
    await handle.db
      .insert(staffUsers)
      .values({
        id: actor.id,
        name: "Bench Editor",
        email: "bench@example.invalid",
        role: "editor",
      })
      .onConflictDoNothing();
    const batch = (startDate: string, seatsTaken: number) => ({
      program,
      startDate,
      days: ["Mo", "We", "Fr"],
      from: "17:30",
      to: "19:00",
      mode: "in-person",
      seats: 30,
      seatsTaken,
      fee: 12000,
      instalments: [
        { amount: 6000, when: { en: "at joining", hi: "जुड़ते समय" } },
        { amount: 6000, when: { en: "after the first month", hi: "पहले महीने के बाद" } },
      ],
      status: "open",
    });
    for (const data of [batch(inDays(20), 12), batch(inDays(50), 26)]) {
      await createEntry(handle.db, { kind: "batch", data, publish: true }, actor);
    }
    console.log(`Published 2 batches of ${program}.`);
  } finally {
    await handle.close();
  }
}

void main();

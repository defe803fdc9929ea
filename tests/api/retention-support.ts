// Helpers of the retention, purge and outbox-worker suites: rows with chosen dates, and a
// listener in the port range tests may use.
import { randomUUID } from "node:crypto";
import type { Server } from "node:http";
import type { Db } from "@/lib/db/client";
import { appointments, leads, outbox } from "@/lib/db/schema";
import { replyDueBy } from "@/lib/inbox/overdue";

export type EventState = "pending" | "delivered";

async function storeEvent(db: Db, event: string, id: string, state: EventState, at: Date) {
  await db.insert(outbox).values({
    id: randomUUID(),
    event,
    payload: { event, id, data: { id } },
    deliveredAt: state === "delivered" ? at : null,
    createdAt: at,
  });
}

/** A stored enquiry with these dates, and its webhook event when `event` is given. */
export async function storeLead(
  db: Db,
  dates: { createdAt: Date; lastContactAt?: Date },
  { source = "home", event }: { source?: "home" | "coder_sheet"; event?: EventState } = {},
): Promise<string> {
  const id = randomUUID();
  await db.insert(leads).values({
    id,
    source,
    role: "student",
    name: "Asha Verma",
    email: "asha.verma@gmail.com",
    phone: "9876543210",
    consentAt: dates.createdAt,
    noticeVersion: "2026-01-01",
    replyDueAt: replyDueBy(dates.createdAt),
    ...dates,
  });
  if (event) await storeEvent(db, "lead.created", id, event, dates.createdAt);
  return id;
}

/** A stored mentorship booking with these dates, and its webhook event when `event` is given. */
export async function storeBooking(
  db: Db,
  dates: { createdAt: Date; appointmentAt: Date; lastContactAt?: Date },
  { event }: { event?: EventState } = {},
): Promise<string> {
  const id = randomUUID();
  await db.insert(appointments).values({
    id,
    name: "Rohan Mehta",
    email: "rohan@college.edu.in",
    phone: "9123456780",
    branchCourse: "B.Tech CSE",
    studyYear: 2,
    mentorDomain: "dsa",
    appointmentTime: "17:30",
    query: "How do I start with graphs?",
    consentAt: dates.createdAt,
    noticeVersion: "2026-01-01",
    replyDueAt: replyDueBy(dates.createdAt),
    ...dates,
  });
  if (event) await storeEvent(db, "appointment.created", id, event, dates.createdAt);
  return id;
}

/** The ids left in a table, to compare with what a purge should have kept. */
export async function idsIn(db: Db, table: "leads" | "appointments"): Promise<string[]> {
  const from = table === "leads" ? leads : appointments;
  return (await db.select({ id: from.id }).from(from)).map((r) => r.id).sort();
}

/** Listens on 127.0.0.1 at the first free port of 4200–4299 (the range tests may use). */
export async function listenInTestRange(server: Server): Promise<string> {
  for (let port = 4200; port < 4300; port++) {
    const listening = await new Promise<boolean>((resolve) => {
      const refused = () => resolve(false);
      server.once("error", refused);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", refused);
        resolve(true);
      });
    });
    if (listening) return `http://127.0.0.1:${port}`;
  }
  throw new Error("no free port in 4200–4299");
}

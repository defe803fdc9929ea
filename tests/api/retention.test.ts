/** @jest-environment node */
// The retention purge on each database: what the privacy policy's periods delete and keep.
import type { DatabaseHandle, Db } from "@/lib/db/client";
import { outbox } from "@/lib/db/schema";
import type * as Retention from "@/lib/services/retention";
import { idsIn, storeBooking, storeLead } from "./retention-support";
import {
  OPEN_TIMEOUT_MS,
  clearTables,
  countRows,
  databaseTargets,
  freshDataDir,
  removeDataDirs,
} from "./databases";
import { useEnv } from "./support";

const SECOND = 1000;
const DAY = 24 * 3600 * SECOND;
/** The purges below run "as of" this instant; 12 months earlier is the policy's cutoff. */
const AS_OF = new Date("2026-11-23T12:00:00.000Z");
const CUTOFF = new Date("2025-11-23T12:00:00.000Z");
const ago = (ms: number, from = AS_OF) => new Date(from.getTime() - ms);

let retention: typeof Retention;
let openDatabase: (typeof import("@/lib/db/client"))["openDatabase"];

beforeAll(async () => {
  useEnv({ DATA_DIR: freshDataDir("retention-unused") });
  retention = await import("@/lib/services/retention");
  ({ openDatabase } = await import("@/lib/db/client"));
});

afterAll(() => {
  removeDataDirs();
});

describe.each(databaseTargets("retention"))("retention purge on %s", (_, target) => {
  let handle: DatabaseHandle;
  const db = (): Db => handle.db;

  beforeAll(async () => {
    handle = await openDatabase({ ...(await target.create()), holder: "jest retention suite" });
  }, OPEN_TIMEOUT_MS);

  afterAll(async () => {
    await handle?.close();
    await target.dispose();
  });

  beforeEach(async () => {
    await clearTables(db());
  });

  it("counts its cutoff as the policy's 12 months before now", () => {
    expect(retention.monthsBefore(AS_OF, 12)).toEqual(CUTOFF);
  });

  it("deletes enquiries of both forms 12 months after they were sent, and not a second sooner", async () => {
    await storeLead(db(), { createdAt: CUTOFF });
    await storeLead(db(), { createdAt: ago(400 * DAY) }, { source: "coder_sheet" });
    const kept = [
      await storeLead(db(), { createdAt: new Date(CUTOFF.getTime() + SECOND) }),
      await storeLead(
        db(),
        { createdAt: new Date(CUTOFF.getTime() + SECOND) },
        { source: "coder_sheet" },
      ),
      await storeLead(db(), { createdAt: ago(DAY) }),
    ];
    expect(await retention.purgeExpired(db(), { asOf: AS_OF })).toEqual({
      leads: 2,
      appointments: 0,
      outbox: 0,
    });
    expect(await idsIn(db(), "leads")).toEqual(kept.sort());
  });

  it("counts an enquiry from our last contact when that is later than the submission", async () => {
    const old = ago(2 * 365 * DAY);
    const kept = [
      await storeLead(db(), { createdAt: old, lastContactAt: ago(90 * DAY) }),
      // A contact recorded as earlier than the form does not shorten the period.
      await storeLead(db(), { createdAt: ago(300 * DAY), lastContactAt: ago(500 * DAY) }),
    ];
    await storeLead(db(), { createdAt: old, lastContactAt: ago(SECOND, CUTOFF) });
    await storeLead(db(), { createdAt: old, lastContactAt: CUTOFF });
    const counts = await retention.purgeExpired(db(), { asOf: AS_OF });
    expect(counts?.leads).toBe(2);
    expect(await idsIn(db(), "leads")).toEqual(kept.sort());
  });

  it("deletes bookings 12 months after the session date or our last contact, whichever is later", async () => {
    await storeBooking(db(), { createdAt: ago(30 * DAY, CUTOFF), appointmentAt: CUTOFF });
    await storeBooking(db(), {
      createdAt: ago(500 * DAY),
      appointmentAt: ago(450 * DAY),
      lastContactAt: ago(400 * DAY),
    });
    const kept = [
      await storeBooking(db(), {
        createdAt: ago(30 * DAY, CUTOFF),
        appointmentAt: new Date(CUTOFF.getTime() + SECOND),
      }),
      // Booked 13 months ago for a session a month later: counted from the session.
      await storeBooking(db(), { createdAt: ago(395 * DAY), appointmentAt: ago(360 * DAY) }),
      await storeBooking(db(), {
        createdAt: ago(500 * DAY),
        appointmentAt: ago(450 * DAY),
        lastContactAt: ago(10 * DAY),
      }),
    ];
    const counts = await retention.purgeExpired(db(), { asOf: AS_OF });
    expect(counts).toEqual({ leads: 0, appointments: 2, outbox: 0 });
    expect(await idsIn(db(), "appointments")).toEqual(kept.sort());
  });

  it("deletes the webhook events of purged rows, delivered or not, and keeps the others'", async () => {
    await storeLead(db(), { createdAt: ago(400 * DAY) }, { event: "pending" });
    await storeLead(db(), { createdAt: ago(401 * DAY) }, { event: "delivered" });
    await storeBooking(
      db(),
      { createdAt: ago(460 * DAY), appointmentAt: ago(450 * DAY) },
      { event: "pending" },
    );
    const keptLead = await storeLead(db(), { createdAt: ago(DAY) }, { event: "pending" });
    const keptBooking = await storeBooking(
      db(),
      { createdAt: ago(2 * DAY), appointmentAt: ago(-5 * DAY) },
      { event: "delivered" },
    );
    expect(await retention.purgeExpired(db(), { asOf: AS_OF })).toEqual({
      leads: 2,
      appointments: 1,
      outbox: 3,
    });
    const left = await db().select().from(outbox);
    expect(left.map((e) => (e.payload as { id: string }).id).sort()).toEqual(
      [keptLead, keptBooking].sort(),
    );
  });

  it("in a dry run reports exactly what a real run then deletes, and deletes nothing", async () => {
    await storeLead(db(), { createdAt: ago(400 * DAY) }, { event: "delivered" });
    await storeLead(db(), { createdAt: ago(DAY) }, { event: "pending" });
    await storeBooking(db(), { createdAt: ago(460 * DAY), appointmentAt: ago(450 * DAY) });
    const before = await countRows(db());
    const expected = { leads: 1, appointments: 1, outbox: 1 };
    expect(await retention.purgeExpired(db(), { asOf: AS_OF, dryRun: true })).toEqual(expected);
    expect(await countRows(db())).toEqual(before);
    expect(await retention.purgeExpired(db(), { asOf: AS_OF })).toEqual(expected);
    expect(await countRows(db())).toEqual({
      ...before,
      leads: before.leads - 1,
      appointments: 0,
      outbox: before.outbox - 1,
    });
  });

  it("with a number of days deletes what is older than that, counted the same way", async () => {
    await storeLead(db(), { createdAt: ago(31 * DAY) });
    await storeBooking(db(), { createdAt: ago(60 * DAY), appointmentAt: ago(31 * DAY) });
    const kept = await storeLead(db(), { createdAt: ago(60 * DAY), lastContactAt: ago(29 * DAY) });
    await storeBooking(db(), { createdAt: ago(60 * DAY), appointmentAt: ago(29 * DAY) });
    expect(await retention.purgeExpired(db(), { asOf: AS_OF, olderThanDays: 30 })).toEqual({
      leads: 1,
      appointments: 1,
      outbox: 0,
    });
    expect(await idsIn(db(), "leads")).toEqual([kept]);
    expect(await idsIn(db(), "appointments")).toHaveLength(1);
  });

  it("run twice at once, deletes each row once", async () => {
    for (let i = 0; i < 5; i++) await storeLead(db(), { createdAt: ago((400 + i) * DAY) });
    const runs = await Promise.all([
      retention.purgeExpired(db(), { asOf: AS_OF }),
      retention.purgeExpired(db(), { asOf: AS_OF }),
    ]);
    const deleted = runs.map((r) => r?.leads ?? 0);
    expect(deleted.sort()).toEqual([0, 5]);
    expect(await idsIn(db(), "leads")).toEqual([]);
  });
});

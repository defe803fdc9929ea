/** @jest-environment node */
// The staff audit log is kept for the period the privacy policy states (AUDIT_KEEP_MONTHS), then
// the daily purge deletes it, on each database.
import { randomUUID } from "node:crypto";
import { privacyContent } from "@/lib/content/privacy";
import type { DatabaseHandle, Db } from "@/lib/db/client";
import { auditEvents } from "@/lib/db/schema";
import type * as Retention from "@/lib/services/retention";
import type * as RetentionJob from "@/lib/services/retention-job";
import {
  OPEN_TIMEOUT_MS,
  clearTables,
  databaseTargets,
  freshDataDir,
  removeDataDirs,
} from "./databases";
import { useEnv } from "./support";

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
/** The purge runs "as of" this instant; 12 months earlier is the policy's cutoff. */
const AS_OF = new Date("2026-11-23T12:00:00.000Z");
const CUTOFF = new Date("2025-11-23T12:00:00.000Z");
jest.setTimeout(15_000);

let retention: typeof Retention & typeof RetentionJob;
let legal: typeof import("@/lib/content/legal");
let openDatabase: (typeof import("@/lib/db/client"))["openDatabase"];

beforeAll(async () => {
  useEnv({ DATA_DIR: freshDataDir("audit-retention-unused") });
  retention = {
    ...(await import("@/lib/services/retention")),
    ...(await import("@/lib/services/retention-job")),
  };
  legal = await import("@/lib/content/legal");
  ({ openDatabase } = await import("@/lib/db/client"));
});

afterAll(() => {
  removeDataDirs();
});

async function auditAt(db: Db, at: Date): Promise<string> {
  const id = randomUUID();
  await db.insert(auditEvents).values({ id, at, action: "sign_in", detail: { test: true } });
  return id;
}

const auditIds = async (db: Db) =>
  (await db.select({ id: auditEvents.id }).from(auditEvents)).map((r) => r.id).sort();

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let waited = 0; waited < 10_000; waited += 25) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting until ${what}`);
}

it("is the number the privacy policy states", () => {
  expect(legal.AUDIT_KEEP_MONTHS).toBe(12);
  expect(JSON.stringify(privacyContent)).toContain("audit log, which we keep for 12 months");
  expect(JSON.stringify(privacyContent)).toContain("ऑडिट लॉग में लिखा जाता है, जिसे हम 12 महीने");
});

describe.each(databaseTargets("audit-retention"))("audit log retention on %s", (_, target) => {
  let handle: DatabaseHandle;
  const db = (): Db => handle.db;

  beforeAll(async () => {
    handle = await openDatabase({ ...(await target.create()), holder: "jest audit retention" });
  }, OPEN_TIMEOUT_MS);

  afterAll(async () => {
    await retention.stopRetentionJob();
    await handle?.close();
    await target.dispose();
  });

  beforeEach(async () => {
    await clearTables(db());
  });

  afterEach(() => retention.stopRetentionJob());

  it("deletes entries older than the policy's 12 months, and not a second sooner", async () => {
    await auditAt(db(), new Date(CUTOFF.getTime() - 1000));
    await auditAt(db(), new Date(CUTOFF.getTime() - 400 * DAY));
    const kept = [
      await auditAt(db(), CUTOFF),
      await auditAt(db(), new Date(AS_OF.getTime() - DAY)),
    ];
    expect(await retention.pruneExpiredAudit(db(), AS_OF)).toBe(2);
    expect(await auditIds(db())).toEqual(kept.sort());
  });

  it("is pruned by the daily job, which deletes what would pass 12 months before its next run", async () => {
    const cutoff = retention.monthsBefore(new Date(), legal.AUDIT_KEEP_MONTHS);
    await auditAt(db(), new Date(cutoff.getTime() - DAY));
    await auditAt(db(), new Date(cutoff.getTime() + HOUR)); // would outlive 12 months by a day
    const kept = await auditAt(db(), new Date(cutoff.getTime() + 2 * DAY));
    retention.startRetentionJob({ db: async () => db(), firstRunMs: 0 });
    await until(async () => (await auditIds(db())).length === 1, "the job has pruned");
    expect(await auditIds(db())).toEqual([kept]);
  });

  it("leaves the audit log alone on an instance that did not run the day's purge", async () => {
    const old = await auditAt(db(), new Date(Date.now() - 800 * DAY));
    // Another instance purged a moment ago (job_runs says so).
    await retention.purgeExpired(db(), { unlessRanWithinMs: DAY });
    const ran = jest.fn(async () => db());
    retention.startRetentionJob({ db: ran, firstRunMs: 0 });
    await until(async () => ran.mock.calls.length > 0, "the job has looked");
    await retention.stopRetentionJob();
    expect(await auditIds(db())).toContain(old);
  });
});

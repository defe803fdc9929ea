/** @jest-environment node */
// The 9:00 follow-up email (lib/services/alerts/digest*.ts) on each database, through a real SMTP
// server: each counsellor gets one email of their own items due today and overdue (first name,
// form, program, due day and link; never a phone or an email), nobody with nothing due gets one,
// an admin also gets what is untouched two working days on; a member may turn it off; a day's
// emails are queued once however many instances look, at 9:00 or later that day, never on a
// Sunday or a day the centre is closed.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { DatabaseHandle, Db } from "@/lib/db/client";
import { appointments, contentEntries, jobRuns, leads, outbox } from "@/lib/db/schema";
import type { AlertConfig } from "@/lib/services/alerts/config";
import type * as Channels from "@/lib/services/alerts/channels";
import type * as Digest from "@/lib/services/alerts/digest";
import type * as DigestJob from "@/lib/services/alerts/digest-job";
import type * as AlertSettings from "@/lib/services/alerts/settings";
import type * as Outbox from "@/lib/services/outbox";
import { MAIL_FROM, MailCatcher, addMember, until } from "./alerts-support";
import {
  OPEN_TIMEOUT_MS,
  clearTables,
  databaseTargets,
  freshDataDir,
  removeDataDirs,
} from "./databases";
import { SITE_URL, useEnv } from "./support";

jest.setTimeout(30_000);
/** Monday 30 November 2026 in India; the 28th is a Saturday, the 29th a Sunday. */
const at = (day: string, time: string) => new Date(`${day}T${time}+05:30`);
const MONDAY_9_05 = at("2026-11-30", "09:05:00");

let digest: typeof Digest;
let job: typeof DigestJob;
let channels: typeof Channels;
let alertSettings: typeof AlertSettings;
let outboxService: typeof Outbox;
let openDatabase: (typeof import("@/lib/db/client"))["openDatabase"];

beforeAll(async () => {
  useEnv({ SITE_URL, DATA_DIR: freshDataDir("digest-unused") });
  digest = await import("@/lib/services/alerts/digest");
  job = await import("@/lib/services/alerts/digest-job");
  channels = await import("@/lib/services/alerts/channels");
  alertSettings = await import("@/lib/services/alerts/settings");
  outboxService = await import("@/lib/services/outbox");
  ({ openDatabase } = await import("@/lib/db/client"));
});

afterAll(() => removeDataDirs());

test("the job looks again at the next 9:00 in India, and at least every few minutes", () => {
  expect(job.nextLookInMs(at("2026-11-30", "08:59:00"), 3_600_000)).toBe(60_000);
  expect(job.nextLookInMs(at("2026-11-30", "09:00:00"), 3_600_000)).toBe(3_600_000);
  expect(job.nextLookInMs(at("2026-11-30", "22:00:00"), 86_400_000)).toBe(11 * 3_600_000);
  expect(job.nextLookInMs(at("2026-11-30", "08:00:00"))).toBe(600_000);
});

type Item = {
  kind?: "enquiries" | "bookings";
  name: string;
  status: string;
  createdAt: Date;
  owner?: string | null;
  followUpOn?: string | null;
  lastContactAt?: Date | null;
};

describe.each(databaseTargets("digest"))("the daily follow-up email on %s", (_, target) => {
  let handle: DatabaseHandle;
  let url: string | undefined;
  const db = (): Db => handle.db;
  const smtp = new MailCatcher();
  let config: AlertConfig;

  beforeAll(async () => {
    const options = await target.create();
    url = options.url;
    handle = await openDatabase({ ...options, holder: "jest digest" });
    await smtp.start();
    config = { siteUrl: SITE_URL, email: { smtpUrl: smtp.url, from: MAIL_FROM }, telegram: null };
  }, OPEN_TIMEOUT_MS);

  afterAll(async () => {
    await job.stopDigestJob();
    await smtp.stop();
    await handle?.close();
    await target.dispose();
  });

  beforeEach(async () => {
    await clearTables(db());
    await db().delete(contentEntries).where(eq(contentEntries.kind, "facts"));
    smtp.mails = [];
  });
  afterEach(() => job.stopDigestJob());

  /** Stores an enquiry (or booking) as the forms would have, its reply due a day after. */
  async function item(work: Item): Promise<string> {
    const id = randomUUID();
    const common = {
      id,
      name: work.name,
      email: `${work.name.split(" ")[0]!.toLowerCase()}@gmail.com`,
      phone: "9876543210",
      consentAt: work.createdAt,
      noticeVersion: "2026-11-24",
      status: work.status,
      createdAt: work.createdAt,
      replyDueAt: new Date(work.createdAt.getTime() + 24 * 3_600_000),
      followUpOn: work.followUpOn ?? null,
      ownerId: work.owner ?? null,
      lastContactAt: work.lastContactAt ?? null,
    };
    if (work.kind === "bookings") {
      await db()
        .insert(appointments)
        .values({
          ...common,
          branchCourse: "B.Tech CSE",
          studyYear: 3,
          mentorDomain: "uiux",
          appointmentAt: at("2026-12-05", "17:30:00"),
          appointmentTime: "17:30",
          query: "About the session",
        });
    } else {
      await db()
        .insert(leads)
        .values({ ...common, source: "home", role: "student", program: "Python Programming" });
    }
    return id;
  }

  const queued = async () =>
    db().select().from(outbox).where(eq(outbox.event, digest.DIGEST_EVENT));

  async function deliver() {
    const lane = channels.alertChannels(config).find((c) => c.name === "digest email")!;
    return outboxService.deliverChannel(db(), lane);
  }

  const mailTo = (email: string) => smtp.mails.filter((m) => m.to.includes(email));

  it("emails each owner their own items due today and overdue, and nobody with none", async () => {
    const kiran = await addMember(db(), "counsellor");
    const idle = await addMember(db(), "counsellor");
    const today = await item({
      name: "Asha Verma",
      status: "contacted",
      createdAt: at("2026-11-20", "10:00:00"),
      followUpOn: "2026-11-30",
      owner: kiran.id,
    });
    const late = await item({
      kind: "bookings",
      name: "Meera Joshi",
      status: "confirmed",
      createdAt: at("2026-11-18", "10:00:00"),
      followUpOn: "2026-11-27",
      owner: kiran.id,
    });
    await item({
      name: "Later Person",
      status: "contacted",
      createdAt: at("2026-11-20", "10:00:00"),
      followUpOn: "2026-12-03",
      owner: kiran.id,
    });
    await item({
      name: "Closed Person",
      status: "enrolled",
      createdAt: at("2026-11-10", "10:00:00"),
      followUpOn: "2026-11-25",
      owner: kiran.id,
    });

    expect(await digest.queueDailyDigests(db(), MONDAY_9_05)).toEqual({
      day: "2026-11-30",
      ran: true,
      queued: 1,
    });
    expect(await deliver()).toEqual({ delivered: 1, failed: 0 });
    expect(smtp.mails).toHaveLength(1);
    expect(mailTo(idle.email)).toEqual([]);
    const [mail] = mailTo(kiran.email);
    expect(mail!.headers.subject).toBe("Follow-ups for Mon 30 Nov: 2 due");
    expect(mail!.text).toContain(
      "- Meera · Booking · Mentorship booking form · UI & UX · due Fri 27 Nov, overdue\n" +
        `  ${SITE_URL}/staff/bookings/${late}\n` +
        "- Asha · Enquiry · Home page form · Python Programming · due today\n" +
        `  ${SITE_URL}/staff/enquiries/${today}`,
    );
    expect(mail!.text).not.toMatch(/Later|Closed|Verma|Joshi|9876543210|@gmail/);
    expect(mail!.text).not.toContain("Untouched");
  });

  it("flags what nobody touched two working days on to the admins only, once each", async () => {
    const kiran = await addMember(db(), "counsellor");
    const admin = await addMember(db(), "admin");
    await addMember(db(), "editor");
    // Monday 9:00 less two working days (Sunday skipped) is Friday 9:00.
    const old = await item({
      name: "Ravi Kumar",
      status: "new",
      createdAt: at("2026-11-26", "18:00:00"),
    });
    await item({ name: "Fresh One", status: "new", createdAt: at("2026-11-27", "10:00:00") });
    await item({
      name: "Called Once",
      status: "contacted",
      createdAt: at("2026-11-25", "10:00:00"),
      lastContactAt: at("2026-11-26", "10:00:00"),
    });
    const booking = await item({
      kind: "bookings",
      name: "Neha Rao",
      status: "requested",
      createdAt: at("2026-11-24", "10:00:00"),
      owner: kiran.id,
    });

    expect(await digest.queueDailyDigests(db(), MONDAY_9_05)).toMatchObject({ queued: 2 });
    await deliver();
    const [flag] = mailTo(admin.email);
    expect(flag!.headers.subject).toBe("Follow-ups for Mon 30 Nov: 2 untouched");
    expect(flag!.text).toContain(
      "Untouched two working days after they came: nobody has called yet (2):\n" +
        "- Neha · Booking · Mentorship booking form · UI & UX · came Tue 24 Nov, owner Member counsellor\n" +
        `  ${SITE_URL}/staff/bookings/${booking}\n` +
        "- Ravi · Enquiry · Home page form · Python Programming · came Thu 26 Nov, nobody owns it\n" +
        `  ${SITE_URL}/staff/enquiries/${old}`,
    );
    expect(flag!.text).not.toMatch(/Fresh|Called|9876543210|@gmail/);
    // The counsellor hears of their own overdue booking, not of the untouched list.
    const [own] = mailTo(kiran.email);
    expect(own!.text).toContain("Yours, due today and overdue (1):");
    expect(own!.text).not.toContain("Untouched");
    expect(smtp.mails).toHaveLength(2);
  });

  it("leaves out a member who turned it off, even after it was queued", async () => {
    const kiran = await addMember(db(), "counsellor");
    const ravi = await addMember(db(), "counsellor");
    const off = { assigned: true, unowned: true, digest: false };
    await alertSettings.setAlertChoices(db(), kiran.id, off, { id: kiran.id, address: null });
    for (const owner of [kiran.id, ravi.id]) {
      await item({
        name: "Asha Verma",
        status: "contacted",
        createdAt: at("2026-11-20", "10:00:00"),
        followUpOn: "2026-11-30",
        owner,
      });
    }
    expect(await digest.queueDailyDigests(db(), MONDAY_9_05)).toMatchObject({ queued: 1 });
    await alertSettings.setAlertChoices(db(), ravi.id, off, { id: ravi.id, address: null });
    expect(await deliver()).toEqual({ delivered: 1, failed: 0 }); // done, nothing sent
    expect(smtp.mails).toEqual([]);
  });

  it("queues a day's emails once across two instances looking at the same moment", async () => {
    const kiran = await addMember(db(), "counsellor");
    await item({
      name: "Asha Verma",
      status: "new",
      createdAt: at("2026-11-28", "10:00:00"),
      owner: kiran.id,
    });
    // PostgreSQL: a second connection pool, as a second server; PGlite has one process only.
    const other = url ? await openDatabase({ url, holder: "jest digest 2" }) : handle;
    try {
      const runs = await Promise.all([
        digest.queueDailyDigests(db(), MONDAY_9_05),
        digest.queueDailyDigests(other.db, MONDAY_9_05),
        digest.queueDailyDigests(other.db, at("2026-11-30", "09:00:00")),
      ]);
      expect(runs.filter((r) => r.ran)).toHaveLength(1);
    } finally {
      if (other !== handle) await other.close();
    }
    expect(await digest.queueDailyDigests(db(), at("2026-11-30", "18:00:00"))).toEqual({
      day: "2026-11-30",
      ran: false,
      why: "done",
    });
    expect(await queued()).toHaveLength(1);
    await deliver();
    await deliver();
    expect(smtp.mails).toHaveLength(1);
    // The next working day is a day of its own; only its key is kept.
    expect(await digest.queueDailyDigests(db(), at("2026-12-01", "09:00:00"))).toMatchObject({
      ran: true,
    });
    expect((await db().select().from(jobRuns)).map((r) => r.name)).toEqual([
      "follow-up-digest:2026-12-01",
    ]);
  });

  it("never before 9:00, on a Sunday or on a day the centre is closed", async () => {
    const kiran = await addMember(db(), "counsellor");
    await item({
      name: "Asha Verma",
      status: "new",
      createdAt: at("2026-11-20", "10:00:00"),
      owner: kiran.id,
    });
    const run = (when: Date) => digest.queueDailyDigests(db(), when);
    expect(await run(at("2026-11-30", "08:59:59"))).toMatchObject({
      ran: false,
      why: "before 9:00",
    });
    expect(await run(at("2026-11-29", "10:00:00"))).toMatchObject({ ran: false, why: "closed" });
    await db()
      .insert(contentEntries)
      .values({
        id: randomUUID(),
        kind: "facts",
        published: {
          ...(await import("@/lib/content-store/facts")).seedFacts,
          closedDays: ["2026-12-01"],
        },
      });
    expect(await run(at("2026-12-01", "09:30:00"))).toMatchObject({ ran: false, why: "closed" });
    expect(await queued()).toEqual([]);
    expect(await run(at("2026-12-02", "09:30:00"))).toMatchObject({ ran: true, queued: 1 });
  });

  /** A clock that starts at `start` and runs at the machine's pace. */
  const clockFrom = (start: Date) => {
    const began = Date.now();
    return () => new Date(start.getTime() + Date.now() - began);
  };

  it("a server started at 15:00 catches up that day's emails; one started at 8:59 sends at 9:00", async () => {
    const kiran = await addMember(db(), "counsellor");
    await item({
      name: "Asha Verma",
      status: "new",
      createdAt: at("2026-11-20", "10:00:00"),
      owner: kiran.id,
    });
    job.startDigestJob({
      db: async () => db(),
      config,
      now: clockFrom(at("2026-11-30", "15:00:00")),
      firstLookMs: 0,
    });
    await until(async () => (await queued()).length === 1, "the late start queued the day's email");
    await job.stopDigestJob();

    const nine = at("2026-12-01", "09:00:00");
    job.startDigestJob({
      db: async () => db(),
      config,
      now: clockFrom(new Date(nine.getTime() - 300)),
      firstLookMs: 0,
    });
    await until(async () => (await queued()).length === 2, "the 9:00 look queued Tuesday's email");
    const [run] = await db().select().from(jobRuns);
    expect(run!.name).toBe("follow-up-digest:2026-12-01");
    expect(run!.lastRunAt.getTime()).toBeGreaterThanOrEqual(nine.getTime());
    expect(run!.lastRunAt.getTime()).toBeLessThan(nine.getTime() + 5_000);
  });
});

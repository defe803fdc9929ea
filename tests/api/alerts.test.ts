/** @jest-environment node */
// Staff alerts of new enquiries and bookings (lib/services/alerts/), on each database, through a
// real SMTP server and a stand-in for Telegram: what an alert says (by default the first name,
// the program, the form and the inbox link, never a phone or an email), who gets it (the owner,
// else everyone on duty), each member's own choice, and Telegram's outage holding back no email.
import { eq } from "drizzle-orm";
import type { DatabaseHandle, Db } from "@/lib/db/client";
import { assignmentSettings, alertSettings, outbox } from "@/lib/db/schema";
import type { log as Log } from "@/lib/log.mjs";
import type * as Channels from "@/lib/services/alerts/channels";
import type { AlertConfig, AlertWay } from "@/lib/services/alerts/config";
import type * as AlertSettings from "@/lib/services/alerts/settings";
import type * as Settings from "@/lib/services/assignment-settings";
import type * as Outbox from "@/lib/services/outbox";
import type * as Submissions from "@/lib/services/submissions";
import { appointmentSchema } from "@/lib/validations/appointment";
import { homeLeadSchema } from "@/lib/validations/lead";
import { appointment, homeLead } from "../fixtures/submissions";
import {
  FakeTelegram,
  MAIL_FROM,
  MailCatcher,
  TELEGRAM_CHAT,
  TELEGRAM_TOKEN,
  addMember,
} from "./alerts-support";
import {
  OPEN_TIMEOUT_MS,
  clearTables,
  databaseTargets,
  freshDataDir,
  removeDataDirs,
} from "./databases";
import { SITE_URL, useEnv } from "./support";

jest.setTimeout(20_000);
const ADMIN = { id: null, address: "10.1.2.3" };
const PERSON = { name: "Asha Verma", email: "asha.verma@gmail.com", phone: "9876543210" };

let channels: typeof Channels;
let alertSettingsService: typeof AlertSettings;
let settings: typeof Settings;
let outboxService: typeof Outbox;
let submissions: typeof Submissions;
let log: typeof Log;
let openDatabase: (typeof import("@/lib/db/client"))["openDatabase"];

beforeAll(async () => {
  useEnv({ SITE_URL, DATA_DIR: freshDataDir("alerts-unused") });
  channels = await import("@/lib/services/alerts/channels");
  alertSettingsService = await import("@/lib/services/alerts/settings");
  settings = await import("@/lib/services/assignment-settings");
  outboxService = await import("@/lib/services/outbox");
  submissions = await import("@/lib/services/submissions");
  ({ log } = await import("@/lib/log.mjs"));
  ({ openDatabase } = await import("@/lib/db/client"));
});

afterAll(() => removeDataDirs());

describe.each(databaseTargets("alerts"))("staff alerts on %s", (_, target) => {
  let handle: DatabaseHandle;
  const db = (): Db => handle.db;
  const smtp = new MailCatcher();
  const telegram = new FakeTelegram();
  let config: AlertConfig;
  let logged: jest.SpyInstance[];

  beforeAll(async () => {
    handle = await openDatabase({ ...(await target.create()), holder: "jest alerts" });
    await smtp.start();
    await telegram.start();
    config = {
      siteUrl: SITE_URL,
      email: { smtpUrl: smtp.url, from: MAIL_FROM },
      telegram: { token: TELEGRAM_TOKEN, chatId: TELEGRAM_CHAT, apiUrl: telegram.url },
    };
  }, OPEN_TIMEOUT_MS);

  afterAll(async () => {
    await smtp.stop();
    await telegram.stop();
    await handle?.close();
    await target.dispose();
  });

  beforeEach(async () => {
    await clearTables(db());
    await db().delete(assignmentSettings);
    await db().delete(alertSettings);
    smtp.mails = [];
    telegram.posts = [];
    telegram.status = 200;
    logged = (["info", "warn", "error"] as const).map((level) => jest.spyOn(log, level));
  });

  afterEach(() => {
    // Logs name event ids and counts: never the person's or a member's details.
    const lines = JSON.stringify(logged.flatMap((spy) => spy.mock.calls));
    for (const detail of [...Object.values(PERSON), "Asha", "@coderhouse.test"])
      expect(lines).not.toContain(detail);
    jest.restoreAllMocks();
  });

  const enquiry = async (ways: AlertWay[] = ["email"], program = "Python Programming") => {
    const lead = homeLeadSchema.parse(homeLead({ ...PERSON, program }));
    return (await submissions.createLead(db(), lead, { queueWebhook: false, alerts: ways })).body
      .data.id;
  };
  /** One pass of every alert channel, as the worker makes it: what each delivered and failed. */
  const deliver = async () => {
    const [email, telegram] = channels.alertChannels(config);
    return {
      email: await outboxService.deliverChannel(db(), email!),
      telegram: await outboxService.deliverChannel(db(), telegram!),
    };
  };
  const sent = (delivered: number, failed = 0) => ({ delivered, failed });
  const onDuty = (role: "counsellor" | "admin" = "counsellor") =>
    addMember(db(), role, { onDuty: true });
  const events = () => db().select().from(outbox);

  it("emails the owner the first name, program, form and inbox link, and never phone or email", async () => {
    const owner = await onDuty();
    const id = await enquiry();
    const [event] = await events();
    expect(event).toMatchObject({ event: "alert.email", payload: { kind: "enquiries", item: id } });
    expect((await deliver()).email).toEqual(sent(1));

    expect(smtp.mails).toHaveLength(1);
    const [mail] = smtp.mails;
    expect(mail!.to).toEqual([owner.email]);
    expect(mail!.headers.from).toBe(MAIL_FROM);
    expect(mail!.headers.subject).toBe("New enquiry · Asha · Python Programming");
    expect(mail!.headers["message-id"]).toBe(`<alert-${event!.id}@coderhouse.in>`);
    expect(mail!.text).toContain(`Open it: ${SITE_URL}/staff/enquiries/${id}`);
    expect(mail!.text).toContain("It has been assigned to you.");
    expect(mail!.text).toContain("Form: Home page form");
    for (const hidden of ["Verma", PERSON.phone, PERSON.email])
      expect(mail!.text).not.toContain(hidden);
    expect((await events())[0]!.deliveredAt).toBeInstanceOf(Date);
    // Delivered once: another pass sends nothing.
    expect((await deliver()).email).toEqual(sent(0));
    expect(smtp.mails).toHaveLength(1);
  });

  it("shows what the admins chose, read when it is sent: the full name, phone and email, or no name", async () => {
    await onDuty();
    await enquiry();
    await alertSettingsService.setAlertDetail(db(), "contact", ADMIN);
    await deliver();
    await enquiry();
    await alertSettingsService.setAlertDetail(db(), "no_name", ADMIN);
    await deliver();
    const [full, none] = smtp.mails;
    expect(full!.headers.subject).toBe("New enquiry · Asha Verma · Python Programming");
    expect(full!.text).toContain("Name: Asha Verma");
    expect(full!.text).toContain(`Phone: ${PERSON.phone}`);
    expect(full!.text).toContain(`Email: ${PERSON.email}`);
    expect(none!.headers.subject).toBe("New enquiry · Python Programming");
    expect(none!.text).not.toContain("Asha");
    expect(none!.text).not.toContain("Name:");
    expect(none!.text).toContain("Program: Python Programming");
  });

  it("a booking's alert names the mentor domain and links to the booking", async () => {
    await onDuty();
    const parsed = appointmentSchema.parse(appointment());
    const { body } = await submissions.createAppointment(db(), parsed, {
      queueWebhook: false,
      alerts: ["email"],
    });
    await deliver();
    expect(smtp.mails[0]!.headers.subject).toMatch(/^New booking · \S+ · /);
    expect(smtp.mails[0]!.text).toContain(`${SITE_URL}/staff/bookings/${body.data.id}`);
    expect(smtp.mails[0]!.text).toContain("Form: Mentorship booking form");
  });

  it("while nobody owns it, emails everyone on duty, not those off duty, disabled or editors", async () => {
    await settings.setAutomaticAssignment(db(), false, ADMIN);
    const [a, b] = [await onDuty("counsellor"), await onDuty("admin")];
    await addMember(db(), "counsellor"); // off duty
    await addMember(db(), "editor");
    await addMember(db(), "counsellor", { onDuty: true, banned: true });
    await enquiry();
    await deliver();
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]!.to.sort()).toEqual([a.email, b.email].sort());
    expect(smtp.mails[0]!.text).toContain("Nobody owns it yet, and you are on duty");
  });

  it("honours each member's choice: none for an owner or an on-duty member who turned it off", async () => {
    const owner = await onDuty();
    const self = { id: owner.id, address: null };
    await alertSettingsService.setAlertChoices(
      db(),
      owner.id,
      { assigned: false, unowned: true, digest: true },
      self,
    );
    await enquiry();
    expect((await deliver()).email).toEqual(sent(1)); // done, nothing sent
    expect(smtp.mails).toHaveLength(0);

    await settings.setAutomaticAssignment(db(), false, ADMIN);
    const other = await onDuty();
    await alertSettingsService.setAlertChoices(
      db(),
      other.id,
      { assigned: true, unowned: false, digest: true },
      ADMIN,
    );
    await enquiry();
    await deliver();
    expect(smtp.mails.map((m) => m.to)).toEqual([[owner.email]]);
  });

  it("posts to the staff group on Telegram, and a Telegram outage holds back no email", async () => {
    await onDuty();
    telegram.status = 500;
    const id = await enquiry(["email", "telegram"]);
    expect(await deliver()).toEqual({ email: sent(1), telegram: sent(0, 1) });
    expect(smtp.mails).toHaveLength(1);
    const waiting = (await events()).find((e) => e.event === "alert.telegram")!;
    expect(waiting).toMatchObject({
      attempts: 1,
      deliveredAt: null,
      lastError: "Telegram answered 500",
    });

    telegram.status = 200;
    await db().update(outbox).set({ nextAttemptAt: new Date() }).where(eq(outbox.id, waiting.id));
    await deliver();
    expect(telegram.posts).toHaveLength(1);
    const [post] = telegram.posts;
    expect(post!.path).toBe(`/bot${TELEGRAM_TOKEN}/sendMessage`);
    expect(post!.body.chat_id).toBe(TELEGRAM_CHAT);
    expect(post!.body.text).toContain(`${SITE_URL}/staff/enquiries/${id}`);
    expect(post!.body.text).toContain("It has been assigned automatically.");
    for (const hidden of ["Verma", PERSON.phone, PERSON.email])
      expect(post!.body.text).not.toContain(hidden);
  });

  it("an alert whose submission was erased before it went is done without sending", async () => {
    await onDuty();
    const id = await enquiry(["email", "telegram"]);
    await db().execute(`delete from leads where id = '${id}'`);
    expect(await deliver()).toEqual({ email: sent(1), telegram: sent(1) });
    expect(smtp.mails).toHaveLength(0);
    expect(telegram.posts).toHaveLength(0);
  });
});

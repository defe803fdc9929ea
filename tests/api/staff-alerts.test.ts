/** @jest-environment node */
// Alerts as staff set them and as a visitor's form sets them off, with SMTP_URL and MAIL_FROM
// set: an admin chooses what every alert shows (POST /api/staff/alerts), each counsellor or admin
// which alerts they get (POST /api/staff/account/alerts), both audited; and an enquiry posted to
// the form (201) reaches its owner's inbox through the outbox worker, at once.
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/db/client";
import { auditEvents, outbox } from "@/lib/db/schema";
import type * as OutboxWorker from "@/lib/services/outbox-worker";
import { homeLead } from "../fixtures/submissions";
import { MAIL_FROM, MailCatcher, until } from "./alerts-support";
import { OPEN_TIMEOUT_MS, freshDataDir, removeDataDirs } from "./databases";
import { SITE_URL, expectError, postJson, useEnv } from "./support";
import { AUTH_SECRET, type TestStaff, createStaff, staffRequest } from "./staff-support";

type Handler = (request: Request) => Promise<Response>;
const smtp = new MailCatcher();
let handle: DatabaseHandle;
let detailRoute: Handler;
let choicesRoute: Handler;
let dutyRoute: Handler;
let leadsRoute: Handler;
let worker: typeof OutboxWorker;
let admin: TestStaff;
let counsellor: TestStaff;
let editor: TestStaff;

beforeAll(async () => {
  await smtp.start();
  useEnv({
    SITE_URL,
    DATA_DIR: freshDataDir("staff-alerts"),
    AUTH_SECRET,
    SMTP_URL: smtp.url,
    MAIL_FROM,
  });
  handle = await (await import("@/lib/db/client")).getDatabase();
  detailRoute = (await import("@/app/api/staff/alerts/route")).POST;
  choicesRoute = (await import("@/app/api/staff/account/alerts/route")).POST;
  dutyRoute = (await import("@/app/api/staff/account/duty/route")).POST;
  leadsRoute = (await import("@/app/api/leads/route")).POST;
  worker = await import("@/lib/services/outbox-worker");
  admin = await createStaff("admin");
  counsellor = await createStaff("counsellor");
  editor = await createStaff("editor");
}, OPEN_TIMEOUT_MS);

afterAll(async () => {
  await worker?.stopOutboxWorker();
  await smtp.stop();
  await handle?.close();
  removeDataDirs();
});

const post = (route: Handler, path: string, body: unknown, staff: TestStaff | null) =>
  route(staffRequest(path, { staff, method: "POST", body }));
const detail = (value: unknown, staff: TestStaff | null = admin) =>
  post(detailRoute, "/api/staff/alerts", { detail: value }, staff);
const choose = (body: unknown, staff: TestStaff | null = counsellor) =>
  post(choicesRoute, "/api/staff/account/alerts", body, staff);
const messageOf = async (response: Response) => {
  expect(response.status).toBe(200);
  return ((await response.json()) as { message: string }).message;
};
const audit = (action: string) =>
  handle.db.select().from(auditEvents).where(eq(auditEvents.action, action));

test("an admin chooses what alerts show; each change audited, a repeat changes nothing", async () => {
  expect(await messageOf(await detail("contact"))).toBe(
    "Saved. Alerts now show: Full name, phone and email as well.",
  );
  expect(await messageOf(await detail("contact"))).toBe(
    "No change. Alerts already show: Full name, phone and email as well.",
  );
  expect(await messageOf(await detail("first_name"))).toMatch(/^Saved\./);
  expect((await audit("alert_detail_changed")).map((a) => [a.actorId, a.detail])).toEqual([
    [admin.id, { detail: "contact" }],
    [admin.id, { detail: "first_name" }],
  ]);
});

test("only an admin chooses what alerts show; a bad choice is 422 with its message", async () => {
  await expectError(await detail("contact", counsellor), 403, "forbidden");
  await expectError(await detail("contact", editor), 403, "forbidden");
  await expectError(await detail("contact", null), 401, "unauthorized");
  const json = await expectError(await detail("everything"), 422, "validation_failed");
  expect(json.error.fields).toEqual({ detail: "Choose what an alert shows" });
});

test("a counsellor chooses their own alerts, audited; an editor gets none to choose", async () => {
  const off = { assigned: false, unowned: true, digest: false };
  expect(await messageOf(await choose(off))).toBe("Saved: your alerts are as chosen.");
  expect(await messageOf(await choose(off))).toBe("No change.");
  const [entry] = await audit("alert_choices_changed");
  expect(entry).toMatchObject({ actorId: counsellor.id, targetId: counsellor.id, detail: off });
  await expectError(await choose(off, editor), 403, "forbidden");
  await expectError(await choose(off, null), 401, "unauthorized");
  const json = await expectError(
    await choose({ assigned: "yes", unowned: true }),
    422,
    "validation_failed",
  );
  expect(json.error.fields).toEqual({
    assigned: "Choose whether to get this alert",
    digest: "Choose whether to get this email",
  });
  const on = { assigned: true, unowned: true, digest: true };
  expect(await messageOf(await choose(on))).toMatch(/^Saved/);
});

test("an enquiry posted to the form is stored (201) and its owner has the email at once", async () => {
  expect(
    (await post(dutyRoute, "/api/staff/account/duty", { duty: "on" }, counsellor)).status,
  ).toBe(200);
  worker.startOutboxWorker({ pollMs: 600_000 }); // as at server start, from the settings
  const response = await leadsRoute(postJson("/api/leads", homeLead()));
  expect(response.status).toBe(201);
  const { data } = (await response.json()) as { data: { id: string } };
  await until(() => smtp.mails.length === 1, "the alert email arrives");
  const [mail] = smtp.mails;
  expect(mail!.to).toEqual([counsellor.email]);
  expect(mail!.text).toContain(`${SITE_URL}/staff/enquiries/${data.id}`);
  expect(mail!.text).not.toContain("9876543210");
  // Recorded as delivered once the mail server has taken it (a moment after it arrives there).
  const delivered = async () => {
    const [event] = await handle.db.select().from(outbox).where(eq(outbox.event, "alert.email"));
    return event?.deliveredAt instanceof Date;
  };
  await until(delivered, "the alert is recorded as delivered");
});

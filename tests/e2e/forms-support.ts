// Shared pieces of the three form specs: a `test` that fails whenever a window dialog opens, a
// unique visitor per test (the specs run in parallel against one server), the stored rows read
// back through the admin API, canned error answers, field-error checks and axe.
import { randomInt } from "node:crypto";
import type { APIRequestContext, BrowserContext, Locator, Page } from "@playwright/test";
import type { ErrorBody } from "@/lib/api/errors";
import type { AppointmentRecord, LeadRecord } from "@/lib/services/submissions";
import { E2E_ADMIN_TOKEN } from "./admin-token";
import { expect, test as base } from "./fixtures";
import { axe } from "./support";

export { expect };

/** Fails the test if the page ever opens alert(), confirm() or prompt(): the forms use the page. */
export function failOnWindowDialogs(target: Page | BrowserContext): string[] {
  const opened: string[] = [];
  target.on("dialog", (dialog) => {
    opened.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return opened;
}

export const test = base.extend<{ noWindowDialogs: void }>({
  noWindowDialogs: [
    async ({ context }, use) => {
      const opened = failOnWindowDialogs(context);
      await use();
      expect(opened, "window dialogs opened by the page").toEqual([]);
    },
    { auto: true },
  ],
});

/** Random capitalised letters: names may hold only letters, and each test needs its own. */
export function uniqueWord(length = 10): string {
  const letters = Array.from({ length }, () => String.fromCharCode(97 + randomInt(26))).join("");
  return letters[0]!.toUpperCase() + letters.slice(1);
}

/** A visitor nobody else in the run uses: their email finds their row. */
export function newVisitor(first = "Asha") {
  const surname = uniqueWord();
  return {
    surname,
    name: `${first} ${surname}`,
    email: `${first}.${surname}@gmail.com`.toLowerCase(),
  };
}

type Kind = "leads" | "appointments";
type RecordOf<K extends Kind> = K extends "leads" ? LeadRecord : AppointmentRecord;

/** Every row of one table, as staff read them through the admin export. */
export async function storedRows<K extends Kind>(
  request: APIRequestContext,
  kind: K,
): Promise<RecordOf<K>[]> {
  const response = await request.get(`/api/admin/${kind}`, {
    headers: { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  expect(response.status(), `GET /api/admin/${kind}`).toBe(200);
  const body = (await response.json()) as { data: RecordOf<K>[] };
  return body.data;
}

/** The one row stored under this email. The form shows success only after the row is durable. */
export async function storedRowFor<K extends Kind>(
  request: APIRequestContext,
  kind: K,
  email: string,
): Promise<RecordOf<K>> {
  const rows = (await storedRows(request, kind)).filter((r) => r.email === email);
  expect(rows, `${kind} stored for ${email}`).toHaveLength(1);
  return rows[0]!;
}

/** Answers every request to `path` with our error contract instead of the real handler. */
export async function answerWithError(
  page: Page,
  path: string,
  status: number,
  error: ErrorBody["error"],
): Promise<void> {
  await page.route(`**${path}`, (route) => route.fulfill({ status, json: { error } }));
}

/** Drops every request to `path` as if the network were down. */
export async function cutNetwork(page: Page, path: string): Promise<void> {
  await page.route(`**${path}`, (route) => route.abort("internetdisconnected"));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The message shows in the page, and the field says it is invalid and names the message as its
 * description, so a screen reader hears it on the field.
 */
export async function expectFieldError(field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
  await expect(field.page().getByText(message, { exact: true }).first()).toBeVisible();
}

/** The field no longer shows this message. */
export async function expectNoFieldError(field: Locator, message: string): Promise<void> {
  await expect(field).not.toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
  await expect(field).not.toHaveAttribute("aria-invalid", "true");
}

/** An alert region (announced at once) showing exactly this text somewhere inside it. */
export function alertWith(scope: Page | Locator, text: string): Locator {
  return scope.getByRole("alert").filter({ hasText: text });
}

/** A calendar day in India, `days` from today, as a date box wants it (YYYY-MM-DD). */
export function indiaDay(days: number, from = Date.now()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(
    new Date(from + days * 24 * 60 * 60 * 1000),
  );
}

/** The instant of a wall-clock time in India (no daylight saving there: always +05:30). */
export function indiaInstant(day: string, time: string): string {
  return new Date(`${day}T${time}:00+05:30`).toISOString();
}

/**
 * Waits until the page has stopped scrolling. A failed submit moves focus to the first field with
 * a smooth scroll; axe measured mid-scroll finds fields half under the sticky header, which no
 * visitor sees once the page comes to rest.
 */
async function scrollSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = Number.NaN;
        let stillFrames = 0;
        const tick = () => {
          stillFrames = window.scrollY === last ? stillFrames + 1 : 0;
          last = window.scrollY;
          if (stillFrames >= 5) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

/** axe over the page (or one part of it): no serious or critical WCAG 2.2 A/AA violations. */
export async function expectNoSeriousViolations(page: Page, include?: string): Promise<void> {
  await scrollSettled(page);
  let builder = axe(page);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const report = serious
    .map(
      (v) =>
        `[${v.impact}] ${v.id}: ${v.help}\n` +
        v.nodes.map((n) => `    ${n.target.join(" ")}\n      ${n.failureSummary}`).join("\n"),
    )
    .join("\n");
  expect(
    serious.map((v) => v.id),
    report,
  ).toEqual([]);
}

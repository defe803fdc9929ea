// Helpers of the practice specs (tests/e2e/practice-*.spec.ts): the problem browsers with a handle's progress.
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import type { Progress, ProgressPlatform } from "@/lib/live-data/progress";
import { expect } from "./fixtures";

export type Platform = ProgressPlatform;
export type { Progress };

/** One row of the list as the visitor sees it. */
export type RowState = {
  key: string;
  title: string;
  /** The platform's mark: its text ("Accepted", "Tried") and its kind, or null. */
  markText: string | null;
  mark: string | null;
  ticked: boolean;
  rating: number | null;
  tags: string[];
  /** "Difficulty N" as shown (null when the row shows none, or hides it). */
  difficulty: number | null;
};

export const HANDLE_LABEL: Record<Platform, string> = {
  codeforces: "Your Codeforces handle",
  atcoder: "Your AtCoder user name",
};

export const problemRows = (page: Page) => page.locator("[data-problem]");
export const list = (page: Page) => page.getByRole("list", { name: "Problem list" });
export const pagination = (page: Page) =>
  page.getByRole("navigation", { name: "Pages of the list" });
export const handleBox = (page: Page, platform: Platform) =>
  page.getByLabel(HANDLE_LABEL[platform], { exact: true });
export const showButton = (page: Page) => page.getByRole("button", { name: "Show my progress" });

/** The handle form's status line: the live region right after the box's hint. */
export function handleStatus(page: Page, platform: Platform): Locator {
  return handleBox(page, platform)
    .locator("xpath=ancestor::form[1]/following-sibling::p[@role='status']")
    .first();
}

/** The page has hydrated: the switches that need the script are enabled. */
export async function hydrated(page: Page) {
  await expect(page.getByLabel("Hide solved", { exact: true })).toBeEnabled();
}

/** "?b=2&a=1" and "?a=1&b=2" alike. */
const sortedSearch = (search: string) => [...new URLSearchParams(search)].sort().join("&");

/** The list shows the page the URL asks for, and nothing is loading (as in live-problems). */
export async function settled(page: Page) {
  await expect
    .poll(async () => sortedSearch((await list(page).getAttribute("data-query")) ?? ""))
    .toBe(sortedSearch(new URL(page.url()).search));
  await expect(list(page)).toHaveAttribute("aria-busy", "false");
}

export const param = (page: Page, name: string) => new URL(page.url()).searchParams.getAll(name);

/** The API's answer for a handle (the server keeps it ten minutes, so the page sees the same). */
export async function progressOf(
  request: APIRequestContext,
  platform: Platform,
  handle: string,
): Promise<Progress> {
  const res = await request.get(`/api/progress/${platform}?handle=${handle}`, {
    timeout: 45_000,
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Progress;
}

export async function rowStates(page: Page): Promise<RowState[]> {
  return problemRows(page).evaluateAll((rows) =>
    rows.map((row) => {
      const el = row as HTMLElement;
      const mark = el.querySelector("[data-mark]");
      const text = el.innerText;
      const number = (re: RegExp) => {
        const m = re.exec(text);
        return m ? Number(m[1]) : null;
      };
      return {
        key: el.dataset.problem ?? "",
        title: el.querySelector("a")?.firstChild?.textContent?.trim() ?? "",
        markText: mark ? (mark as HTMLElement).innerText.trim() : null,
        mark: mark?.getAttribute("data-mark") ?? null,
        ticked: (el.querySelector("input[type=checkbox]") as HTMLInputElement | null)?.checked,
        rating: number(/Rating (\d+)/),
        tags: [...el.querySelectorAll('ul[aria-label="Tags"] li')].map((li) =>
          (li.textContent ?? "").trim(),
        ),
        difficulty: number(/Difficulty (-?\d+)/),
      } as RowState;
    }),
  );
}

/** The mark a row should carry by the API's sets. */
export function expectedMark(progress: Progress, key: string): string | null {
  if (progress.solved.includes(key)) return "Accepted";
  if (progress.attempted.includes(key)) return "Tried";
  return null;
}

/**
 * Every row on the page carries exactly the mark the API's answer gives it; returns the rows.
 * Waits for the marks (they come with the handle's progress).
 */
export async function expectMarks(page: Page, progress: Progress): Promise<RowState[]> {
  let rows: RowState[] = [];
  await expect
    .poll(
      async () => {
        rows = await rowStates(page);
        return rows
          .filter((r) => r.markText !== expectedMark(progress, r.key))
          .map((r) => `${r.key}: shows ${r.markText}, API says ${expectedMark(progress, r.key)}`);
      },
      { timeout: 15_000 },
    )
    .toEqual([]);
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    expect(row.mark).toBe(
      row.markText === "Accepted" ? "solved" : row.markText === "Tried" ? "attempted" : null,
    );
  }
  return rows;
}

/** "1,234 solved, 56 tried but not solved yet." as the handle form writes the API's counts. */
export function summaryOf(progress: Progress): string {
  const n = (values: string[]) => values.length.toLocaleString("en-US");
  return `${progress.handle}: ${n(progress.solved)} solved, ${n(progress.attempted)} tried`;
}

/** Types a handle into the box and presses "Show my progress". */
export async function showProgress(page: Page, platform: Platform, handle: string) {
  await hydrated(page);
  await handleBox(page, platform).fill(handle);
  await showButton(page).click();
}

/** Presses Tab until `target` has focus (the header's links come first). */
export async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Focus never reached ${target} after ${max} presses of Tab`);
}

export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

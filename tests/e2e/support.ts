// Shared helpers of the end-to-end specs.
import type { Locator, Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";

/** What went wrong while a page loaded: console errors, script errors, failed requests. */
/** WCAG 2.2 A and AA: the rules every page is held to. */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * axe over the page, held to WCAG 2.2 A/AA. Run in the page itself (legacy mode: axe.run), not
 * frame by frame and finished in a blank page opened for it, which took twice as long (1.8 s a
 * page instead of 1.0, most of the suite's time); the site's pages embed no frames.
 */
export const axe = (page: Page) => new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(true);

export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") problems.push(`console error: ${msg.text()}`);
  });
  page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
  page.on("requestfailed", (req) => {
    problems.push(`request failed: ${req.method()} ${req.url()} (${req.failure()?.errorText})`);
  });
  page.on("response", (res) => {
    if (res.status() >= 400)
      problems.push(`HTTP ${res.status()}: ${res.request().method()} ${res.url()}`);
  });
  return problems;
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

/** Text of an HTML fragment: tags and comments removed, entities decoded, spaces collapsed. */
export function htmlToText(html: string): string {
  return normaliseText(
    html
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(/<[^>]+>/g, "")
      .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
        if (code[0] === "#") {
          const n =
            code[1]?.toLowerCase() === "x" ? parseInt(code.slice(2), 16) : Number(code.slice(1));
          return String.fromCodePoint(n);
        }
        return ENTITIES[code.toLowerCase()] ?? whole;
      }),
  );
}

export function normaliseText(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** The text of every <h1> in server-rendered HTML. */
export function h1Texts(html: string): string[] {
  return [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/gi)].map((m) => htmlToText(m[1] ?? ""));
}

/** The document <title> and meta description of server-rendered HTML. */
export function headOf(html: string): { title: string; description: string } {
  const title = /<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? "";
  const description =
    /<meta\b[^>]*name="description"[^>]*content="([^"]*)"/i.exec(html)?.[1] ??
    /<meta\b[^>]*content="([^"]*)"[^>]*name="description"/i.exec(html)?.[1] ??
    "";
  return { title: htmlToText(title), description: htmlToText(description) };
}

/** Presses Tab until `target` has focus; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 30): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Focus never reached ${target} after ${max} presses of Tab`);
}

/**
 * Marks the current document. A client-side navigation keeps the mark; a full page load loses it.
 */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __e2eMark?: boolean }).__e2eMark = true;
  });
}

export async function documentIsMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __e2eMark?: boolean }).__e2eMark === true);
}

/**
 * Holds back the page's scripts, as a slow connection would, so a test can act on the
 * server-rendered HTML before it hydrates. Call the returned function to let them load.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // Script URLs carry the build's ?dpl= deployment id, so match the path alone.
  const isScript = (url: URL) =>
    url.pathname.startsWith("/_next/static/") && url.pathname.endsWith(".js");
  await page.route(isScript, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

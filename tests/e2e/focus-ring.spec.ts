// Keyboard focus can be seen on every page type, public and staff (WCAG 2.4.7): each control
// reached with Tab draws a ring at least 2 px wide whose colour stands out at least 3:1 from what
// is painted behind it, on light and dark sections alike. axe does not check this, and a design
// token once removed the ring everywhere without any test noticing.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { enrolledMember, postEnquiry } from "./staff-support";

/** Controls measured from each starting point: the top, the main content, the end (backwards). */
const FROM_TOP = 10;
const FROM_MAIN = 10;
const FROM_END = 6;

const PUBLIC_PAGES = [
  "/",
  "/hi",
  "/features",
  "/contest",
  "/collegePrograms",
  "/mentorship-module",
  "/programs/c-programming",
  "/notes",
  "/notes/category/C_Programming",
  "/codeforces",
  "/Achievers",
  "/AboutUs",
  "/privacy",
  "/no-such-page",
  "/staff/sign-in",
];
const PHONE_PAGES = ["/", "/features", "/codeforces"];

type Ring = { element: string; problems: string[] };

/**
 * Runs in the page: the focused element's ring, and what is wrong with it. The colour behind the
 * ring is read where the ring is drawn, at the middle of each side (the elements painted there,
 * translucent ones blended), so a ring over a fixed bar, clipped by a scrolling box or drawn
 * inside its own control is judged by what a person sees.
 */
async function measureRing(): Promise<Ring | null> {
  await new Promise((done) => requestAnimationFrame(done));
  const el = document.activeElement;
  if (!(el instanceof HTMLElement) || el === document.body) return null;
  // Reduced motion still leaves a 0.01 ms transition on every property (globals.css): until it
  // ends, the ring reads as the initial outline (3 px, no offset). On a busy machine two frames
  // were once not enough, so wait for the transitions themselves.
  await Promise.all(el.getAnimations().map((a) => a.finished.catch(() => undefined)));
  const name = (e: Element) => {
    const text =
      e.getAttribute("aria-label") ||
      (e instanceof HTMLElement ? e.innerText : "") ||
      e.getAttribute("name") ||
      "";
    const label = text.replace(/\s+/g, " ").trim().slice(0, 40);
    return `<${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ""}>${label ? ` "${label}"` : ""}`;
  };
  const element = name(el);
  const style = getComputedStyle(el);
  const width = parseFloat(style.outlineWidth);
  const offset = parseFloat(style.outlineOffset);
  const drawn = `outline ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}, offset ${style.outlineOffset}`;
  if (style.outlineStyle === "none" || style.outlineStyle === "hidden" || !(width >= 2))
    return { element, problems: [`no ring of 2 px: ${drawn}`] };

  // Any CSS colour (rgb, oklab from color-mix …) to sRGB bytes, through a canvas.
  const ctx = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
  type Rgba = [number, number, number, number];
  const rgba = (css: string): Rgba => {
    ctx.clearRect(0, 0, 1, 1);
    ctx.fillStyle = "rgb(0 0 0 / 0)";
    ctx.fillStyle = css;
    ctx.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0, a = 0] = ctx.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  const over = (top: Rgba, below: Rgba): Rgba => {
    const [r, g, b, a] = top;
    return [r * a + below[0] * (1 - a), g * a + below[1] * (1 - a), b * a + below[2] * (1 - a), 1];
  };
  const luminance = ([r, g, b]: Rgba) => {
    const [lr, lg, lb] = [r, g, b].map((v) => {
      const c = v / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
  };
  const contrast = (a: Rgba, b: Rgba) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (hi + 0.05) / (lo + 0.05);
  };
  const hex = ([r, g, b]: Rgba) =>
    `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, "0")).join("")}`;

  /** The nearest ancestor whose overflow clips the point, if any. */
  const clippedBy = (x: number, y: number) => {
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.overflowX === "visible" && s.overflowY === "visible") continue;
      const r = a.getBoundingClientRect();
      if (x < r.left || x > r.right || y < r.top || y > r.bottom) return a;
    }
    return null;
  };
  /** A fixed or sticky box (header, contact bar) painted over the point and not holding `el`. */
  const coveredBy = (top: Element | undefined) => {
    if (!top || top === el || el.contains(top) || top.contains(el)) return null;
    for (let a: Element | null = top; a; a = a.parentElement) {
      const position = getComputedStyle(a).position;
      if (position === "fixed" || position === "sticky") return a.contains(el) ? null : a;
    }
    return null;
  };
  /** The colour painted at a point: the backgrounds there, top down to the first opaque one. */
  const behind = (stack: Element[]) => {
    const layers: { colour: Rgba; owner: Element }[] = [];
    for (const e of stack) {
      const colour = rgba(getComputedStyle(e).backgroundColor);
      if (colour[3] > 0) layers.push({ colour, owner: e });
      if (colour[3] >= 1) break;
    }
    const colour = layers.reduceRight<Rgba>(
      (below, l) => over(l.colour, below),
      [255, 255, 255, 1],
    );
    return { colour, owner: layers[0]?.owner ?? document.documentElement };
  };

  const problems: string[] = [];
  const box = el.getClientRects()[0] ?? el.getBoundingClientRect();
  const mid = offset + width / 2; // from the border edge to the middle of the ring's line
  const [cx, cy] = [box.left + box.width / 2, box.top + box.height / 2];
  const sides = {
    top: [cx, box.top - mid],
    right: [box.right + mid, cy],
    bottom: [cx, box.bottom + mid],
    left: [box.left - mid, cy],
  } as const;
  let seen = 0;
  for (const [side, [x, y]] of Object.entries(sides)) {
    if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
    seen += 1;
    const clip = clippedBy(x, y);
    if (clip) {
      problems.push(`${side} side clipped by ${name(clip)}`);
      continue;
    }
    const stack = document.elementsFromPoint(x, y);
    const cover = coveredBy(stack[0]);
    if (cover) {
      problems.push(`${side} side hidden under ${name(cover)}`);
      continue;
    }
    const background = behind(stack);
    const ring = over(rgba(style.outlineColor), background.colour);
    const ratio = contrast(ring, background.colour);
    if (ratio < 3)
      problems.push(
        `${side} side: ring ${hex(ring)} on ${hex(background.colour)} of ${name(background.owner)} is ${ratio.toFixed(2)}:1`,
      );
  }
  if (seen < 2) problems.push(`only ${seen} side(s) of the ring on screen`);
  return { element, problems: problems.map((p) => `${p} (${drawn})`) };
}

/** Presses `key` up to `count` times, measuring each newly focused control. */
async function ringsAlong(page: Page, key: "Tab" | "Shift+Tab", count: number): Promise<Ring[]> {
  const rings: Ring[] = [];
  for (let i = 0; i < count; i += 1) {
    await page.keyboard.press(key);
    const ring = await page.evaluate(measureRing);
    if (ring) rings.push(ring);
  }
  return rings;
}

/**
 * The rings of the first controls from the top of the page, from the start of the main content
 * (through the skip link, as a keyboard user goes there) and backwards from the end (the footer
 * and, on a phone, the fixed call / WhatsApp bar). Fails naming each control whose ring is wrong.
 */
async function expectVisibleFocus(page: Page, path: string): Promise<void> {
  const where = `${path} at ${page.viewportSize()?.width} px`;
  const skipLink = page.locator('a[href="#main"]');
  await page.goto(path);
  await page.waitForLoadState("load");
  const top = await ringsAlong(page, "Tab", FROM_TOP);
  await skipLink.focus();
  await page.keyboard.press("Enter");
  const main = await ringsAlong(page, "Tab", FROM_MAIN);
  // Backwards from the skip link, the first control, wraps round to the last.
  await skipLink.focus();
  const end = await ringsAlong(page, "Shift+Tab", FROM_END);
  // Soft: the staff test checks several pages and reports them all.
  const reached = { top: top.length > 0, main: main.length > 0, end: end.length > 0 };
  expect.soft(reached, `${where}: controls reached`).toEqual({ top: true, main: true, end: true });
  const wrong = [...top, ...main, ...end]
    .filter((r) => r.problems.length > 0)
    .map((r) => `${r.element}: ${r.problems.join("; ")}`);
  expect.soft([...new Set(wrong)], where).toEqual([]);
}

test.use({ reducedMotion: "reduce" }); // focus scrolls at once, so each ring is read in place

for (const path of PUBLIC_PAGES) {
  test(`keyboard focus shows a contrasting ring on ${path}`, async ({ page }) => {
    await expectVisibleFocus(page, path);
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  for (const path of PHONE_PAGES) {
    test(`keyboard focus shows a contrasting ring on ${path}`, async ({ page }) => {
      await expectVisibleFocus(page, path);
    });
  }
});

test("keyboard focus shows a contrasting ring on every staff page", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await enrolledMember(page, request, "admin");
  const enquiry = await postEnquiry(request, baseURL!);
  for (const path of [
    "/staff",
    `/staff/enquiries/${enquiry.id}`,
    "/staff/team",
    "/staff/audit",
    "/staff/data-requests",
    "/staff/account",
  ]) {
    await expectVisibleFocus(page, path);
  }
});

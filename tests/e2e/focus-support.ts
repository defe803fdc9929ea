// Reading a keyboard focus ring as a person sees it, by computed style (axe does not check it):
// tests/e2e/focus-ring.spec.ts walks every page type with it, and the staff forms' specs their
// own controls.
import type { Page } from "@playwright/test";

export type Ring = { element: string; problems: string[] };

/**
 * Runs in the page: the focused element's ring, and what is wrong with it. The colour behind the
 * ring is read where the ring is drawn, at the middle of each side (the elements painted there,
 * translucent ones blended), so a ring over a fixed bar, clipped by a scrolling box or drawn
 * inside its own control is judged by what a person sees.
 */
export async function measureRing(): Promise<Ring | null> {
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

/** The ring of the control focused in `page` now, or null on the page itself. */
export const focusedRing = (page: Page) => page.evaluate(measureRing);

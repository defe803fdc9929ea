/**
 * WCAG 2.2 contrast of every text/background pair the design uses, computed from the tokens in
 * tailwind.config.mjs, so a token change that makes text unreadable fails here. Also the focus
 * ring's colour against every background token (app/globals.css picks it by background).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { colors } from "@/tailwind.config.mjs";

type Token = keyof typeof colors;

/** Relative luminance of an sRGB colour "#rrggbb" (WCAG 2.x definition). */
function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((h) => {
    const c = parseInt(h, 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Body text: 4.5:1. Non-text UI boundaries (borders of controls): 3:1. */
const TEXT = 4.5;
const UI = 3;

const pairs: [foreground: Token, background: Token, minimum: number][] = [
  ...(["ink", "muted", "leaf", "navy", "danger"] as const).flatMap((fg) =>
    (["paper", "mist", "pale"] as const).map((bg): [Token, Token, number] => [fg, bg, TEXT]),
  ),
  ["paper", "navy", TEXT],
  ["lime", "navy", TEXT],
  ["paper", "slate", TEXT],
  ...(["orange", "lime-deep", "lime", "pale-deep"] as const).map((bg): [Token, Token, number] => [
    "navy",
    bg,
    TEXT,
  ]),
  ["line", "paper", UI],
];

describe("contrast formula", () => {
  it("matches the published reference values", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
    expect(contrast("#ffffff", "#ffffff")).toBeCloseTo(1, 5);
  });

  it("shows why lime text is not allowed on white", () => {
    expect(contrast(colors.lime, colors.paper)).toBeLessThan(TEXT);
  });
});

describe("design token contrast", () => {
  it.each(pairs)("%s on %s reaches %d:1", (fg, bg, minimum) => {
    expect(contrast(colors[fg], colors[bg])).toBeGreaterThanOrEqual(minimum);
  });
});

/**
 * The backgrounds globals.css gives a ring colour, read from its rules
 * `:where(.bg-a, .bg-b) > * { --focus-ring: --theme(--color-ring); }`.
 */
function focusRingRules(): { ring: Token; background: Token }[] {
  const css = readFileSync(join(__dirname, "..", "..", "app", "globals.css"), "utf8");
  const rules = css.matchAll(
    /:where\(([^)]*)\)\s*>\s*\*\s*\{\s*--focus-ring:\s*--theme\(--color-([\w-]+)\);/g,
  );
  return [...rules].flatMap(([, list = "", ring]) =>
    list
      .split(",")
      .map((s) => s.trim().replace(/^\.bg-/, ""))
      .map((background) => ({ ring: ring as Token, background: background as Token })),
  );
}

describe("focus ring contrast", () => {
  const rules = focusRingRules();

  it("gives every colour token, as a background, exactly one ring colour", () => {
    const backgrounds = rules.map((r) => r.background).sort();
    expect(backgrounds).toEqual(Object.keys(colors).sort());
  });

  it.each(rules.map((r) => [r.ring, r.background] as const))(
    "a %s ring stands out 3:1 on %s",
    (ring, background) => {
      expect(contrast(colors[ring], colors[background])).toBeGreaterThanOrEqual(UI);
    },
  );
});

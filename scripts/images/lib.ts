// Drawing helpers for the placeholder images. They render SVG to WebP with sharp, so the site
// ships small raster files that next/image can resize. Real photos replace the files one by one.
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { colors } from "../../tailwind.config.mjs";

export type ImageJob = { out: string; svg: string; width: number; height: number };
// The output format follows the file name: .webp for the site, .png where other sites read it.

/** The design tokens of tailwind.config.mjs, under the names the drawings use. */
export const PALETTE = {
  navy: colors.navy,
  slate: colors.slate,
  lime: colors.lime,
  limeDeep: colors["lime-deep"],
  pale: colors.pale,
  paleDeep: colors["pale-deep"],
  leaf: colors.leaf,
  orange: colors.orange,
  white: colors.paper,
};

/** Background/foreground pairs, all with strong contrast. */
export const THEMES = [
  { bg: PALETTE.navy, fg: PALETTE.lime, accent: PALETTE.slate },
  { bg: PALETTE.slate, fg: PALETTE.white, accent: PALETTE.lime },
  { bg: PALETTE.leaf, fg: PALETTE.white, accent: PALETTE.limeDeep },
  { bg: PALETTE.pale, fg: PALETTE.navy, accent: PALETTE.paleDeep },
  { bg: PALETTE.orange, fg: PALETTE.navy, accent: "#f9c07a" },
] as const;
export type Theme = (typeof THEMES)[number];

const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif";

/** A font stack and the average width of a character in it, bold and regular, in em. */
export type Face = { family: string; bold: number; regular: number };
const DEJAVU: Face = { family: FONT, bold: 0.72, regular: 0.6 };

export function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

export function themeFor(text: string): Theme {
  return THEMES[hash(text) % THEMES.length]!;
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Characters that take room on the line: Devanagari's vowel signs and virama sit on their letter. */
const visibleLength = (text: string) => text.replace(/\p{M}/gu, "").length;

/** Greedy word wrap by character count (good enough for short titles). */
export function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && visibleLength(line + " " + word) > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export function initials(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? "";
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}

/** Square initials portrait on a brand colour. */
export function avatarSvg(name: string, size = 320): string {
  const t = themeFor(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 320 320">
  <rect width="320" height="320" fill="${t.bg}"/>
  <circle cx="270" cy="40" r="90" fill="${t.accent}" opacity="0.55"/>
  <circle cx="30" cy="300" r="70" fill="${t.accent}" opacity="0.4"/>
  <text x="160" y="190" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="120" fill="${t.fg}">${escapeXml(initials(name))}</text>
</svg>`;
}

type CardOptions = {
  title: string;
  subtitle?: string;
  width: number;
  height: number;
  theme?: Theme;
  /** A 24×24 icon path (simple-icons) drawn large in the corner. */
  iconPath?: string;
  /** DejaVu unless given (Hindi pictures use HINDI_FACE, scripts/images/fonts.ts). */
  face?: Face;
};

/** A typographic card: title, optional subtitle and icon over a soft geometric pattern. */
export function cardSvg({
  title,
  subtitle,
  width,
  height,
  theme,
  iconPath,
  face = DEJAVU,
}: CardOptions): string {
  const t = theme ?? themeFor(title);
  // Shrink the type until the title fits in 3 lines.
  let size = Math.round(Math.min(width, height) / 7);
  const fit = (s: number) => wrap(title, Math.max(6, Math.floor((width * 0.84) / (s * face.bold))));
  while (fit(size).length > 3 && size > 12) size = Math.round(size * 0.88);
  const lines = fit(size);
  const lineHeight = size * 1.2;
  const blockHeight = lines.length * lineHeight + (subtitle ? size : 0);
  const top = height / 2 - blockHeight / 2 + size * 0.85;
  const text = lines
    .map(
      (l, i) =>
        `<text x="${width * 0.08}" y="${top + i * lineHeight}" font-family="${face.family}" font-weight="bold" font-size="${size}" fill="${t.fg}">${escapeXml(l)}</text>`,
    )
    .join("");
  const subSize = Math.round(size * 0.55);
  const sub = subtitle
    ? wrap(subtitle, Math.floor((width * 0.84) / (subSize * face.regular)))
        .map(
          (l, i) =>
            `<text x="${width * 0.08}" y="${top + lines.length * lineHeight + size * 0.2 + i * subSize * 1.25}" font-family="${face.family}" font-size="${subSize}" fill="${t.fg}" opacity="0.9">${escapeXml(l)}</text>`,
        )
        .join("")
    : "";
  const icon = iconPath
    ? `<g transform="translate(${width - height * 0.42} ${height * 0.08}) scale(${(height * 0.34) / 24})" fill="${t.fg}" opacity="0.9"><path d="${iconPath}"/></g>`
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${t.bg}"/>
  <circle cx="${width * 0.92}" cy="${height * 1.05}" r="${height * 0.55}" fill="${t.accent}" opacity="0.5"/>
  <circle cx="${width * 0.05}" cy="${height * 0.02}" r="${height * 0.22}" fill="${t.accent}" opacity="0.45"/>
  <path d="M${width * 0.08} ${height * 0.16} l${width * 0.08} -${height * 0.06} l${width * 0.08} ${height * 0.06}" stroke="${t.fg}" stroke-width="${Math.max(3, height / 60)}" fill="none" stroke-linecap="round" opacity="0.8"/>
  ${icon}${text}${sub}
</svg>`;
}

type LogoOptions = {
  name: string;
  iconPath?: string;
  color?: string;
  width?: number;
  height?: number;
};

/** A partner or technology logo tile: the brand mark where one exists, else the name set in type. */
export function logoSvg({
  name,
  iconPath,
  color = PALETTE.navy,
  width = 240,
  height = 120,
}: LogoOptions): string {
  const mark = iconPath
    ? `<g transform="translate(${width / 2 - height * 0.25} ${height * 0.1}) scale(${(height * 0.5) / 24})" fill="${color}"><path d="${iconPath}"/></g>
       <text x="${width / 2}" y="${height * 0.86}" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="${height * 0.16}" fill="${PALETTE.navy}">${escapeXml(name)}</text>`
    : `<text x="${width / 2}" y="${height / 2 + height * 0.1}" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="${Math.min(height * 0.3, (width * 1.6) / Math.max(4, name.length))}" fill="${color}">${escapeXml(name)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" rx="12" fill="#ffffff"/>${mark}
</svg>`;
}

export async function render(job: ImageJob, root: string): Promise<void> {
  const out = join(root, job.out);
  mkdirSync(dirname(out), { recursive: true });
  const image = sharp(Buffer.from(job.svg)).resize(job.width, job.height);
  await (
    out.endsWith(".png")
      ? image.png({ compressionLevel: 9, palette: true })
      : image.webp({ quality: 78, effort: 6 })
  ).toFile(out);
}

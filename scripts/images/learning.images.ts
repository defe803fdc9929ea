// Learning resources: notes logos and category cards, roadmap diagrams, Moon Coder's gallery,
// mentorship expert cards and the coders-sheet platform logos.
import * as simpleIcons from "simple-icons";
import type { SimpleIcon } from "simple-icons";
import { codersSheet } from "../../lib/content/coding-resources";
import { mentorship } from "../../lib/content/mentorship";
import { moonCoder } from "../../lib/content/moon-coder";
import { noteCategories } from "../../lib/content/notes";
import {
  formatTotal,
  formatWeeks,
  ROADMAP_IMAGE_LAYOUT,
  roadmaps,
  stageBoxHeight,
  stageTopicLines,
  totalWeeks,
  type Roadmap,
} from "../../lib/content/roadmaps";
import { cardSvg, escapeXml, logoSvg, PALETTE, THEMES, type ImageJob } from "./lib";

const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif";

const iconsBySlug = new Map<string, SimpleIcon>(
  Object.values(simpleIcons as Record<string, unknown>)
    .filter((v): v is SimpleIcon => typeof v === "object" && v !== null && "slug" in v)
    .map((icon) => [icon.slug, icon]),
);

function iconOrThrow(slug: string): SimpleIcon {
  const icon = iconsBySlug.get(slug);
  if (!icon) throw new Error(`simple-icons has no icon with slug "${slug}"`);
  return icon;
}

function luminance(hex: string): number {
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The brand colour when it stands out on white (3:1, as for UI graphics), else navy. */
function markColour(icon: SimpleIcon): string {
  return 1.05 / (luminance(icon.hex) + 0.05) >= 3 ? `#${icon.hex}` : PALETTE.navy;
}

/** The picture is drawn from the English stages in every language (its size follows from them). */
function roadmapSvg(r: Roadmap): string {
  const { width, height } = r.image;
  const { header, stageGap, topicLine } = ROADMAP_IMAGE_LAYOUT;
  const railX = 70;
  const boxX = 120;
  const boxW = width - boxX - 40;
  let y = header;
  const stages = r.stages
    .map((stage, i) => {
      const h = stageBoxHeight(stage);
      const top = y;
      y += h + stageGap;
      const topics = stageTopicLines(stage)
        .map(
          (line, j) =>
            `<text x="${boxX + 24}" y="${top + 74 + j * topicLine}" font-family="${FONT}" font-size="18" fill="${PALETTE.navy}">${escapeXml(line)}</text>`,
        )
        .join("");
      return `<g>
  <rect x="${boxX}" y="${top}" width="${boxW}" height="${h}" rx="14" fill="${i % 2 ? PALETTE.white : PALETTE.pale}" stroke="${PALETTE.paleDeep}" stroke-width="2"/>
  <circle cx="${railX}" cy="${top + 34}" r="24" fill="${PALETTE.navy}"/>
  <text x="${railX}" y="${top + 42}" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="22" fill="${PALETTE.lime}">${i + 1}</text>
  <text x="${boxX + 24}" y="${top + 42}" font-family="${FONT}" font-weight="bold" font-size="24" fill="${PALETTE.navy}">${escapeXml(stage.title.en)}</text>
  <rect x="${boxX + boxW - 140}" y="${top + 16}" width="120" height="34" rx="17" fill="${PALETTE.leaf}"/>
  <text x="${boxX + boxW - 80}" y="${top + 39}" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="16" fill="${PALETTE.white}">${formatWeeks(stage.weeks, "en")}</text>
  ${topics}
</g>`;
    })
    .join("\n");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${PALETTE.white}"/>
  <rect width="${width}" height="${header - 30}" fill="${PALETTE.navy}"/>
  <circle cx="${width - 60}" cy="10" r="90" fill="${PALETTE.slate}" opacity="0.6"/>
  <text x="40" y="58" font-family="${FONT}" font-weight="bold" font-size="34" fill="${PALETTE.lime}">${escapeXml(r.title.en)} roadmap</text>
  <text x="40" y="96" font-family="${FONT}" font-size="20" fill="${PALETTE.white}">${r.stages.length} stages · ${formatTotal(totalWeeks(r), "en")} · Coder House</text>
  <line x1="${railX}" y1="${header + 34}" x2="${railX}" y2="${y - stageGap - 40}" stroke="${PALETTE.limeDeep}" stroke-width="6" stroke-linecap="round"/>
  ${stages}
</svg>`;
}

const LOGO_CAPTION_CHARS = 12;

const notesLogos: ImageJob[] = noteCategories.flatMap((c) => {
  if (!c.brand || !c.logo) return [];
  const icon = iconOrThrow(c.brand);
  return [
    {
      out: c.logo.src.slice(1),
      svg: logoSvg({
        // Long names do not fit under the mark; the brand's own short name does.
        name: c.name.length <= LOGO_CAPTION_CHARS ? c.name : icon.title,
        iconPath: icon.path,
        color: markColour(icon),
        width: c.logo.width,
        height: c.logo.height,
      }),
      width: c.logo.width,
      height: c.logo.height,
    },
  ];
});

const categoryCards: ImageJob[] = noteCategories.map((c, i) => ({
  out: c.image.src.slice(1),
  svg: cardSvg({
    title: c.name,
    subtitle: "Coder House notes",
    width: c.image.width,
    height: c.image.height,
    theme: THEMES[i % 3],
    iconPath: c.brand ? iconOrThrow(c.brand).path : undefined,
  }),
  width: c.image.width,
  height: c.image.height,
}));

const roadmapImages: ImageJob[] = roadmaps.map((r) => ({
  out: r.image.src.slice(1),
  svg: roadmapSvg(r),
  width: r.image.width,
  height: r.image.height,
}));

const galleryCards: ImageJob[] = moonCoder.gallery.map((g, i) => ({
  out: g.image.src.slice(1),
  svg: cardSvg({
    title: g.title.en,
    subtitle: `${g.questionCount} practice questions`,
    width: g.image.width,
    height: g.image.height,
    theme: THEMES[i === 0 ? 0 : 2],
  }),
  width: g.image.width,
  height: g.image.height,
}));

const expertCards: ImageJob[] = mentorship.experts.map((e, i) => ({
  out: e.image.src.slice(1),
  svg: cardSvg({
    title: e.name.en,
    subtitle: "Mentor",
    width: e.image.width,
    height: e.image.height,
    theme: THEMES[i % 4],
  }),
  width: e.image.width,
  height: e.image.height,
}));

const platformLogos: ImageJob[] = codersSheet.platforms.map((p) => {
  const icon = p.brand ? iconOrThrow(p.brand) : undefined;
  return {
    out: p.logo.src.slice(1),
    svg: logoSvg({
      name: p.name,
      iconPath: icon?.path,
      color: icon ? markColour(icon) : PALETTE.navy,
      width: p.logo.width,
      height: p.logo.height,
    }),
    width: p.logo.width,
    height: p.logo.height,
  };
});

export const jobs: ImageJob[] = [
  ...notesLogos,
  ...categoryCards,
  ...roadmapImages,
  ...galleryCards,
  ...expertCards,
  ...platformLogos,
];

// Placeholders of the program pages: moments, college and company logos, galleries, campus
// program cards and collage, school cards and sample resumes.
import { siAccenture, siInfosys, siTcs, siWipro } from "simple-icons";
import { campusPrograms, collageItems } from "../../lib/content/campus";
import { associations, memoryImages, moments, reviewImages } from "../../lib/content/college";
import { resumeSamples } from "../../lib/content/resume";
import { schoolCards } from "../../lib/content/school";
import { companies } from "../../lib/content/workshops";
import { cardSvg, escapeXml, PALETTE, THEMES, type ImageJob } from "./lib";

type Sized = { src: string; width: number; height: number };

const job = (image: Sized, svg: string): ImageJob => ({
  out: image.src.slice(1),
  svg,
  width: image.width,
  height: image.height,
});

const card = (image: Sized, title: string, subtitle: string | undefined, i: number) =>
  job(
    image,
    cardSvg({
      title,
      subtitle,
      width: image.width,
      height: image.height,
      theme: THEMES[i % THEMES.length],
    }),
  );

/** Brand marks that simple-icons carries; the rest are set in type. */
const COMPANY_ICONS: Record<string, { path: string; hex: string }> = {
  tcs: siTcs,
  "tcs-nqt": siTcs,
  wipro: siWipro,
  accenture: siAccenture,
  infosys: siInfosys,
};

const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif";

/** A company name set in type, sized to leave a margin on both sides. */
function wordmarkSvg(name: string, width: number, height: number): string {
  const size = Math.min(height * 0.3, (width * 1.3) / Math.max(4, name.length));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" rx="12" fill="${PALETTE.white}"/>
  <text x="${width / 2}" y="${height / 2 + size * 0.35}" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="${size}" fill="${PALETTE.navy}">${escapeXml(name)}</text>
</svg>`;
}

/** A brand mark alone, centred (the card prints the company name beneath it). */
function markSvg(path: string, color: string, width: number, height: number): string {
  const size = height * 0.7;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" rx="12" fill="${PALETTE.white}"/>
  <g transform="translate(${(width - size) / 2} ${(height - size) / 2}) scale(${size / 24})" fill="${color}"><path d="${path}"/></g>
</svg>`;
}

/** A one-page resume sketch: a header with the role, then section headings over text bars. */
function resumeSvg(id: number, role: string, width: number, height: number): string {
  const t = THEMES[id % 3]!;
  const sections = ["Profile", "Education", "Skills", "Projects", "Achievements"];
  const bars = (y: number, n: number, seed: number) =>
    Array.from({ length: n }, (_, k) => {
      const w = 0.55 + (((seed + k) * 37) % 30) / 100;
      return `<rect x="48" y="${y + k * 22}" width="${(width - 96) * w}" height="10" rx="5" fill="${PALETTE.slate}" opacity="0.28"/>`;
    }).join("");
  let y = 240;
  const body = sections
    .map((s, i) => {
      const n = i % 2 === 0 ? 2 : 3;
      const out = `<text x="48" y="${y}" font-family="${FONT}" font-weight="bold" font-size="22" fill="${PALETTE.leaf}">${s}</text>
      <rect x="48" y="${y + 10}" width="${width - 96}" height="2" fill="${PALETTE.paleDeep}"/>${bars(y + 30, n, id + i)}`;
      y += 40 + n * 22 + 22;
      return out;
    })
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${PALETTE.white}"/>
  <rect width="${width}" height="190" fill="${t.bg}"/>
  <circle cx="${width - 90}" cy="95" r="52" fill="${t.accent}" opacity="0.8"/>
  <text x="48" y="82" font-family="${FONT}" font-weight="bold" font-size="36" fill="${t.fg}">Sample Resume ${id}</text>
  <text x="48" y="126" font-family="${FONT}" font-size="22" fill="${t.fg}">${escapeXml(role)}</text>
  <rect x="48" y="148" width="220" height="10" rx="5" fill="${t.fg}" opacity="0.6"/>
  ${body}
  <rect x="1" y="1" width="${width - 2}" height="${height - 2}" fill="none" stroke="${PALETTE.slate}" stroke-width="2"/>
</svg>`;
}

export const jobs: ImageJob[] = [
  // The words drawn on the images are the English ones.
  ...moments.map((m, i) => card(m.image, m.title.en, m.caption.en, i)),
  ...associations.map((a) => job(a.logo, wordmarkSvg(a.name, a.logo.width, a.logo.height))),
  ...companies.map((c) => {
    const icon = COMPANY_ICONS[c.slug];
    return job(
      c.logo,
      icon
        ? markSvg(icon.path, `#${icon.hex}`, c.logo.width, c.logo.height)
        : wordmarkSvg(c.name, c.logo.width, c.logo.height),
    );
  }),
  ...memoryImages.map((g, i) => card(g, `Memory ${g.id}`, g.theme, i)),
  ...reviewImages.map((g, i) => card(g, `Review ${g.id}`, g.theme, i + 2)),
  ...campusPrograms.map((p, i) =>
    card(p.image, p.name.en, p.type === "technical" ? "Technical program" : "Cognitive program", i),
  ),
  ...collageItems.map((c, i) => card(c.image, c.title, "Coder House, Jabalpur", i)),
  ...schoolCards.map((c, i) => card(c.image, c.title.en, "For school students", i)),
  ...resumeSamples.map((r) => job(r.image, resumeSvg(r.id, r.role, r.image.width, r.image.height))),
];

// Footer logos, the map tile and the social preview image.
import { cardSvg, logoSvg, PALETTE, THEMES, type ImageJob } from "./lib";

const mapSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="300" viewBox="0 0 480 300">
  <rect width="480" height="300" fill="#e8efe0"/>
  <path d="M0 90 L480 60 M0 210 L480 240 M120 0 L160 300 M330 0 L300 300" stroke="#ffffff" stroke-width="18"/>
  <path d="M0 150 Q240 120 480 170" stroke="${PALETTE.orange}" stroke-width="10" fill="none"/>
  <rect x="180" y="175" width="90" height="60" fill="${PALETTE.paleDeep}"/>
  <path d="M240 70 c-26 0 -44 20 -44 44 c0 32 44 76 44 76 s44 -44 44 -76 c0 -24 -18 -44 -44 -44z" fill="${PALETTE.navy}"/>
  <circle cx="240" cy="114" r="16" fill="${PALETTE.lime}"/>
  <rect x="120" y="248" width="240" height="36" rx="18" fill="${PALETTE.navy}"/>
  <text x="240" y="272" text-anchor="middle" font-family="DejaVu Sans, Arial" font-weight="bold" font-size="16" fill="${PALETTE.lime}">Vijay Nagar, Jabalpur</text>
</svg>`;

export const jobs: ImageJob[] = [
  { out: "images/brand/map.webp", svg: mapSvg, width: 480, height: 300 },
  {
    out: "images/brand/optus-edtech.webp",
    svg: logoSvg({ name: "Optus EdTech", color: PALETTE.navy, width: 400, height: 120 }),
    width: 400,
    height: 120,
  },
  {
    out: "../app/opengraph-image.png",
    svg: cardSvg({
      title: "Coder House",
      subtitle: "Coding training and campus placement, Jabalpur",
      width: 1200,
      height: 630,
      theme: THEMES[0],
    }),
    width: 1200,
    height: 630,
  },
];

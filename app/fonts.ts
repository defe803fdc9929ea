import localFont from "next/font/local";

// Poppins ships with the app (no font host at build or run time). "optional" lets the first paint
// keep the metric-matched fallback instead of repainting the largest text when the font arrives.
export const poppins = localFont({
  src: [
    { path: "./fonts/poppins-latin-400-normal.woff2", weight: "400", style: "normal" },
    { path: "./fonts/poppins-latin-600-normal.woff2", weight: "600", style: "normal" },
  ],
  display: "optional",
  variable: "--font-poppins",
  fallback: ["system-ui", "Arial", "sans-serif"],
});

// Poppins' Devanagari files, for Hindi pages only: app/[locale]/layout.tsx puts the variable on
// <html> when the page is Hindi, and globals.css puts the family first in the stack there. The
// unicode-range keeps Latin text on the Latin files; no preload, so the largest paint never waits
// for 80 kB, and "optional" never repaints it.
export const poppinsDevanagari = localFont({
  src: [
    { path: "./fonts/poppins-devanagari-400-normal.woff2", weight: "400", style: "normal" },
    { path: "./fonts/poppins-devanagari-600-normal.woff2", weight: "600", style: "normal" },
  ],
  display: "optional",
  preload: false,
  variable: "--font-poppins-devanagari",
  adjustFontFallback: false,
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+25CC, U+A830-A839, U+A8E0-A8FF",
    },
  ],
});

// The language switch's "हिन्दी" on English pages (the class `language-label` in globals.css): a
// 2 kB subset of the Devanagari file holding just those letters (scripts/fonts/label-font.ts), so
// English pages never fetch the 39 kB file and a machine without a Devanagari font still draws the
// label. "block": the label waits for the tiny file rather than showing empty boxes first. Not
// preloaded: only a page that draws the label asks for it.
export const devanagariLabel = localFont({
  src: [{ path: "./fonts/poppins-devanagari-600-label.woff2", weight: "600", style: "normal" }],
  display: "block",
  preload: false,
  variable: "--font-devanagari-label",
  adjustFontFallback: false,
});

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

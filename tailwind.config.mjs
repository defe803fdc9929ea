/**
 * The one design-token set. Components use these names, never raw hex values.
 * Contrast of every text/background pair we use is checked in tests/unit/contrast.test.ts.
 */
export const colors = /** @type {const} */ ({
  navy: "#0e2031", // nav bar, footer, headings
  slate: "#3c5c7b", // panels, lead-form card, programs band
  lime: "#a8d85d", // brand accent: on navy only (9.96:1)
  "lime-deep": "#88c057", // button fill on navy/slate
  pale: "#e5fec0", // hero and card backgrounds
  "pale-deep": "#c6e894",
  leaf: "#3f6212", // green text on light backgrounds (7.08:1 on white)
  orange: "#f7a541", // What's New bubble (navy text on it)
  ink: "#0e2031", // body text
  muted: "#44546a", // secondary text on white/pale
  paper: "#ffffff",
  mist: "#f3f6f9", // alternate section background
  line: "#7b8da0", // borders and UI boundaries (3:1 on white)
  danger: "#b42318",
});

/** @type {import("tailwindcss").Config} */
const config = {
  content: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}", "./lib/**/*.{ts,tsx}"],
  theme: {
    colors: { transparent: "transparent", current: "currentColor", ...colors },
    extend: {
      fontFamily: {
        sans: ["var(--font-stack)", "system-ui", "Segoe UI", "Roboto", "Arial", "sans-serif"],
      },
      borderRadius: { card: "1rem", pill: "9999px" },
      boxShadow: {
        card: "0 2px 10px rgb(14 32 49 / 0.10)",
        lift: "0 8px 24px rgb(14 32 49 / 0.18)",
      },
      // contact-bar: the phone's fixed call / WhatsApp bar (components/layout/contact-cluster.tsx).
      spacing: {
        tap: "2.75rem",
        "contact-bar": "var(--contact-bar)",
      },
      maxWidth: { page: "72rem" },
      fontSize: {
        display: ["clamp(1.75rem, 5vw, 3rem)", { lineHeight: "1.15", fontWeight: "600" }],
      },
    },
  },
};

export default config;

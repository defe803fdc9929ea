import type { ReactNode } from "react";
import "@/app/globals.css";

type DocumentProps = {
  /** BCP 47 tag of the page's language ("en-IN", "hi-IN"). */
  lang: string;
  /** Font variables (app/fonts.ts) this page uses. */
  fontClassName: string;
  skipLabel: string;
  children: ReactNode;
};

/**
 * The <html> every page shares: the site's root layout (app/[locale]/layout.tsx), the staff
 * area's (app/staff/layout.tsx) and the 404 of addresses outside both (app/global-not-found.tsx).
 * Each puts its content in <main id="main">.
 */
export function Document({ lang, fontClassName, skipLabel, children }: DocumentProps) {
  return (
    <html lang={lang} className={fontClassName} data-scroll-behavior="smooth">
      <body className="flex min-h-dvh flex-col">
        {/* Shown over the navy header: its focus ring is drawn inside its own lime box. The padding
            comes with focus, as not-sr-only resets it. */}
        <a
          href="#main"
          className="sr-only z-50 rounded bg-lime text-navy focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:px-4 focus:py-2 focus-visible:-outline-offset-4"
        >
          {skipLabel}
        </a>
        {children}
      </body>
    </html>
  );
}

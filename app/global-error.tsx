"use client";

import { poppins, poppinsDevanagari } from "@/app/fonts";
import { ErrorScreen } from "@/components/layout/error-screen";
import { LANGUAGE_TAG } from "@/lib/i18n/locales";
import { usePageLocale } from "@/lib/i18n/use-page-locale";
import "@/app/globals.css";

// Replaces the root layout when the layout itself fails, so it brings its own <html>, in the
// address's language (the screen's words follow the address too).
export default function GlobalError(props: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const locale = usePageLocale();
  const fonts =
    locale === "hi" ? `${poppins.variable} ${poppinsDevanagari.variable}` : poppins.variable;
  return (
    <html lang={LANGUAGE_TAG[locale]} className={fonts}>
      <body>
        <ErrorScreen {...props} />
      </body>
    </html>
  );
}

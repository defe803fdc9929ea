"use client";
// The screen of a page that failed to render (app/[locale]/error.tsx, app/global-error.tsx), in
// the page's language. An error boundary has no server parent to hand it its words, so it reads
// the language from the address (usePageLocale) and ships this one small namespace in both languages.
import type { Locale } from "@/lib/i18n/locales";
import { usePageLocale } from "@/lib/i18n/use-page-locale";
import enError from "@/messages/en/error.json";
import hiError from "@/messages/hi/error.json";

const COPY: Record<Locale, typeof enError> = { en: enError, hi: hiError };

type ErrorScreenProps = { error: Error & { digest?: string }; reset: () => void };

/** A failed script download (a new deploy, a dropped connection) is fixed by a reload, not a retry. */
export function isChunkLoadError(error: Error): boolean {
  return (
    error.name === "ChunkLoadError" || /Loading (CSS )?chunk [\w-]+ failed/i.test(error.message)
  );
}

export function ErrorScreen({ error, reset }: ErrorScreenProps) {
  const locale = usePageLocale();
  const copy = COPY[locale];
  const chunk = isChunkLoadError(error);
  // The error's own text is English (the spec's screen shows it): a Hindi page says what happened
  // in Hindi instead.
  const message = locale === "en" ? error.message || copy.fallback : copy.fallback;
  return (
    <section role="alert" className="mx-auto max-w-page px-4 py-20 text-center">
      <h1 className="text-display text-navy">{copy.heading}</h1>
      <p className={`mt-4 break-words text-muted ${locale === "en" ? "font-mono" : ""}`}>
        {message}
      </p>
      {chunk && <p className="mt-2 text-muted">{copy.chunk}</p>}
      <button
        type="button"
        onClick={() => (chunk ? window.location.reload() : reset())}
        className="mt-8 inline-flex min-h-tap items-center rounded-pill bg-navy px-6 font-semibold text-paper hover:bg-slate"
      >
        {chunk ? copy.reload : copy.retry}
      </button>
    </section>
  );
}

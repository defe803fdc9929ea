"use client";
// On an English page, a visitor whose browser puts Hindi first and who
// has not chosen a language yet gets a small offer, never a redirect. It floats over the page
// (no layout shift) and either answer is remembered, so it is shown once.
import { usePathname } from "next/navigation";
import { useState } from "react";
import { useBrowserValue } from "@/components/ui/use-hydrated";
import { chosenLocale, rememberLocale, switchTo } from "@/lib/i18n/choice";
import { localePath, splitLocalePath } from "@/lib/i18n/locales";
import { usePageLocale } from "@/lib/i18n/use-page-locale";
import { encodePath, safeDecode } from "@/lib/url";

type Props = { copy: { text: string; accept: string; dismiss: string } };

const prefersHindi = () =>
  chosenLocale() === null && (navigator.languages?.[0] ?? navigator.language).startsWith("hi");

export function LanguageSuggestion({ copy }: Props) {
  const locale = usePageLocale();
  const { path } = splitLocalePath(safeDecode(usePathname() ?? "/"));
  const wanted = useBrowserValue(prefersHindi, false);
  const [answered, setAnswered] = useState(false);
  if (locale !== "en" || !wanted || answered) return null;
  const target = encodePath(localePath("hi", path));
  return (
    <div
      role="region"
      aria-label={copy.text}
      lang="hi"
      className="fixed inset-x-4 bottom-[calc(var(--contact-bar)+0.75rem)] z-50 mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-card bg-paper p-4 text-ink shadow-lift ring-1 ring-line xl:bottom-4"
    >
      <p className="flex-1 font-semibold">{copy.text}</p>
      <a
        href={target}
        hrefLang="hi-IN"
        onClick={(event) => {
          event.preventDefault();
          switchTo("hi", target);
        }}
        className="inline-flex min-h-tap items-center rounded-pill bg-navy px-4 font-semibold text-paper hover:bg-slate"
      >
        {copy.accept}
      </a>
      <button
        type="button"
        onClick={() => {
          rememberLocale("en");
          setAnswered(true);
        }}
        className="inline-flex min-h-tap items-center rounded-pill border border-line px-4 font-semibold text-navy hover:bg-pale"
      >
        {copy.dismiss}
      </button>
    </div>
  );
}

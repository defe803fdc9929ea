"use client";
// The header's language switch: the same page (and query) in the other language, remembered in a
// cookie so that proxy.ts brings the visitor back to it next time. A full page load, since the
// document's language and fonts change with it.
import { usePathname } from "next/navigation";
import { useBrowserValue } from "@/components/ui/use-hydrated";
import { rememberLocale, switchTo } from "@/lib/i18n/choice";
import {
  LANGUAGE_NAME,
  LANGUAGE_TAG,
  localePath,
  splitLocalePath,
  type Locale,
} from "@/lib/i18n/locales";
import { encodePath, safeDecode } from "@/lib/url";

type Props = {
  locale: Locale;
  copy: { readIn: string };
};

const readQuery = () => window.location.search + window.location.hash;

export function LanguageSwitch({ locale, copy }: Props) {
  const { path } = splitLocalePath(safeDecode(usePathname()));
  const other: Locale = locale === "en" ? "hi" : "en";
  const target = encodePath(localePath(other, path));
  const query = useBrowserValue(readQuery, "");
  return (
    <a
      href={target + query}
      hrefLang={LANGUAGE_TAG[other]}
      lang={other}
      className="language-label flex min-h-tap items-center rounded px-2 font-semibold text-paper underline-offset-4 hover:text-lime hover:underline"
      aria-label={copy.readIn}
      onClick={(event) => {
        const plainClick =
          event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
        if (event.defaultPrevented || !plainClick) {
          rememberLocale(other);
          return;
        }
        event.preventDefault();
        switchTo(other, target);
      }}
    >
      {LANGUAGE_NAME[other]}
    </a>
  );
}

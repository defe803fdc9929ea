"use client";
// The site's one link component: next/link, prefetching a page only once the visitor shows they
// may open it (pointer over it, keyboard focus, a finger on it). next/link's default prefetches
// every link as soon as it scrolls into view: on a notes page that is a dozen downloads and their
// decoding on a phone's main thread, over mobile data, for pages most visitors never open.
// On a Hindi page an internal href leads to the Hindi version of its page when there is one.
import NextLink from "next/link";
import { useState, type ComponentProps } from "react";
import { usePageLocale } from "@/lib/i18n/use-page-locale";
import type { Locale } from "@/lib/i18n/locales";
import { localeHref } from "@/lib/i18n/pages";

type LinkProps = ComponentProps<typeof NextLink> & {
  /** The page in this language rather than the current page's (the English terms, say). */
  locale?: Locale;
};

export function Link({
  href,
  locale: asked,
  prefetch,
  onMouseEnter,
  onFocus,
  onTouchStart,
  ...props
}: LinkProps) {
  const [wanted, setWanted] = useState(false);
  const current = usePageLocale();
  const locale = asked ?? current;
  return (
    <NextLink
      {...props}
      href={typeof href === "string" ? localeHref(locale, href) : href}
      // false until wanted; then the caller's choice (next/link's default when none was made).
      prefetch={prefetch === false || !wanted ? false : (prefetch ?? null)}
      onMouseEnter={(event) => {
        setWanted(true);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        setWanted(true);
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        setWanted(true);
        onTouchStart?.(event);
      }}
    />
  );
}

"use client";
// The site's one link to its own pages: a plain <a> that opens the page through the app router
// (useRouter, Next's public API: no full reload, as next/link does) and prefetches it only once
// the visitor shows they may open it (pointer over it, keyboard focus, a finger on it). Prefetching
// every link as it scrolls into view would be a dozen downloads on a notes page, over mobile data,
// for pages most visitors never open. next/link itself is not used: its code (URL objects, legacy
// modes, viewport observers, link status) was 3.3 kB brotli of every page's script, for features
// this site has no use for.
// On a Hindi page an internal href leads to the Hindi version of its page when there is one.
import { useRouter } from "next/navigation";
import type { ComponentProps, MouseEvent } from "react";
import { usePageLocale } from "@/lib/i18n/use-page-locale";
import type { Locale } from "@/lib/i18n/locales";
import { localeHref } from "@/lib/i18n/pages";

type LinkProps = Omit<ComponentProps<"a">, "href"> & {
  href: string;
  /** The page in this language rather than the current page's (the English terms, say). */
  locale?: Locale;
  /** false: never prefetch (a page whose answer changes with every visit). */
  prefetch?: boolean;
};

/** A click the browser should handle itself: a new tab or window, a download, another frame. */
function browserHandles(event: MouseEvent<HTMLAnchorElement>): boolean {
  const { target } = event.currentTarget;
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (target !== "" && target !== "_self") ||
    event.currentTarget.hasAttribute("download")
  );
}

export function Link({ href, locale: asked, prefetch = true, onClick, ...props }: LinkProps) {
  const router = useRouter();
  const current = usePageLocale();
  const to = localeHref(asked ?? current, href);
  const want = () => {
    if (prefetch) router.prefetch(to);
  };
  return (
    <a
      {...props}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (browserHandles(event)) return;
        event.preventDefault();
        router.push(to);
      }}
      onMouseEnter={want}
      onFocus={want}
      onTouchStart={want}
    />
  );
}

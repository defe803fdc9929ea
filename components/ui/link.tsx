"use client";
// The site's one link component: an <a> that opens a page of the site through the app router
// (a client-side navigation, as next/link does), fetching the page only once the visitor shows
// they may open it (pointer over it, keyboard focus, a finger on it). next/link prefetches every
// link as soon as it scrolls into view, and its code (URL objects, legacy modes, link status) was
// 2.5 of the 5.4 kB (brotli) of the header's client chunk every page loads, for features this
// site does not use.
// On a Hindi page an internal href leads to the Hindi version of its page when there is one.
// The router's context, as next/link reads it: null outside the app router (a component test),
// where the link is a plain link.
import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { useContext, type ComponentProps, type MouseEvent } from "react";
import { usePageLocale } from "@/lib/i18n/controls";
import type { Locale } from "@/lib/i18n/locales";
import { localeHref } from "@/lib/i18n/pages";

type LinkProps = Omit<ComponentProps<"a">, "href"> & {
  href: string;
  /** The page in this language rather than the current page's (the English terms, say). */
  locale?: Locale;
  /** false: never fetch the page ahead of the click (a link to a staff record, say). */
  prefetch?: boolean;
};

/** A path of this site ("/notes", "/AboutUs#contact"), not another site or a bare "#anchor". */
const isSitePath = (href: string) => href.startsWith("/") && !href.startsWith("//");

/** A plain left click in this tab: anything else (new tab, download…) is the browser's. */
function opensHere(event: MouseEvent<HTMLAnchorElement>): boolean {
  const { currentTarget: a } = event;
  const target = a.getAttribute("target");
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) &&
    (!target || target === "_self") &&
    !a.hasAttribute("download")
  );
}

export function Link({
  href,
  locale: asked,
  prefetch = true,
  onClick,
  onMouseEnter,
  onFocus,
  onTouchStart,
  ...props
}: LinkProps) {
  const router = useContext(AppRouterContext);
  const current = usePageLocale();
  const target = localeHref(asked ?? current, href);
  const internal = router !== null && isSitePath(target);
  const wanted = () => {
    if (internal && prefetch) router?.prefetch(target);
  };
  return (
    <a
      {...props}
      href={target}
      onMouseEnter={(event) => {
        wanted();
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        wanted();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        wanted();
        onTouchStart?.(event);
      }}
      onClick={(event) => {
        onClick?.(event);
        if (!internal || !opensHere(event)) return;
        event.preventDefault();
        router?.push(target);
      }}
    />
  );
}

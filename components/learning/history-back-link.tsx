"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import type { MouseEvent } from "react";

type HistoryBackLinkProps = {
  /** Where the link goes without JavaScript, or when the previous page is not on this site. */
  fallbackHref: string;
  label: string;
};

type NavigationLike = {
  currentEntry?: { index: number } | null;
  entries?: () => { url: string | null }[];
};

/**
 * Whether the browser's previous page is one of ours. The Navigation API lists only this site's
 * entries; without it, a same-site referrer is the best hint there is.
 */
function previousPageIsOnSite(): boolean {
  const navigation = (window as Window & { navigation?: NavigationLike }).navigation;
  if (navigation?.currentEntry && typeof navigation.entries === "function") {
    const previous = navigation.entries()[navigation.currentEntry.index - 1];
    return Boolean(previous?.url && new URL(previous.url).origin === window.location.origin);
  }
  try {
    return new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * "Back" to the previous page, like the browser's own button, when that page is on this site.
 * It is a real link to the fallback, so it still works before the script loads, when the visitor
 * arrived from elsewhere, or when they open it in a new tab.
 */
export function HistoryBackLink({ fallbackHref, label }: HistoryBackLinkProps) {
  const router = useRouter();

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) {
      return;
    }
    if (previousPageIsOnSite()) {
      event.preventDefault();
      router.back();
    }
  }

  return (
    <Link
      href={fallbackHref}
      onClick={onClick}
      className="inline-flex min-h-tap items-center gap-2 rounded-pill border-2 border-navy px-4 font-semibold text-navy hover:bg-pale"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
        <path d="M12 4l-6 6 6 6z" />
      </svg>
      {label}
    </Link>
  );
}

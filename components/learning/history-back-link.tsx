"use client";

import { useRouter } from "next/navigation";
import type { MouseEvent } from "react";
import { BackLink } from "@/components/ui/back-link";

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

  return <BackLink href={fallbackHref} label={label} onClick={onClick} />;
}

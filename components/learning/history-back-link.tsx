"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import type { MouseEvent } from "react";

type HistoryBackLinkProps = {
  /** Where the link goes without JavaScript, or when this is the first page of the visit. */
  fallbackHref: string;
  label: string;
};

/**
 * "Back" to the previous page, like the browser's own button. It is a real link to the fallback,
 * so it still works before the script loads or when there is no history to go back to.
 */
export function HistoryBackLink({ fallbackHref, label }: HistoryBackLinkProps) {
  const router = useRouter();

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) {
      return;
    }
    if (window.history.length > 1) {
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

"use client";
// The site's one link component: next/link, prefetching a page only once the visitor shows they
// may open it (pointer over it, keyboard focus, a finger on it). next/link's default prefetches
// every link as soon as it scrolls into view: on a notes page that is a dozen downloads and their
// decoding on a phone's main thread, over mobile data, for pages most visitors never open.
import NextLink from "next/link";
import { useState, type ComponentProps } from "react";

type LinkProps = ComponentProps<typeof NextLink>;

export function Link({ prefetch, onMouseEnter, onFocus, onTouchStart, ...props }: LinkProps) {
  const [wanted, setWanted] = useState(false);
  return (
    <NextLink
      {...props}
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

"use client";

import { usePathname, useRouter } from "next/navigation";
import type { MouseEvent, ReactNode } from "react";
import { Link } from "@/components/ui/link";
import { localePath } from "@/lib/i18n/locales";
import { usePageLocale } from "@/lib/i18n/use-page-locale";
import { buttonClass, type ButtonVariant } from "./button-link";

/** The spec's pause between arriving on the home page and scrolling to the enquiry form. */
export const SCROLL_TO_FORM_DELAY_MS = 100;
const FORM_ID = "form-section";

type JoinUsLinkProps = { children: ReactNode; variant?: ButtonVariant; className?: string };

/**
 * "Join Us!" and its kin: go to the home page of the page's language, then scroll to the enquiry
 * form. Without JavaScript it is a plain link to /#form-section (/hi#form-section on a Hindi
 * page), which the browser scrolls to by itself.
 */
export function JoinUsLink({ children, variant = "navy", className = "" }: JoinUsLinkProps) {
  const router = useRouter();
  const pathname = usePathname() ?? "/";
  const home = localePath(usePageLocale(), "/");

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (pathname !== home) router.push(home, { scroll: true });
    const started = Date.now();
    // Wait for the home page to be on screen (up to 5 s), then scroll after the spec's delay.
    const waitForForm = () => {
      const form = document.getElementById(FORM_ID);
      if (form && window.location.pathname === home) {
        window.setTimeout(() => {
          const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
          form.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
          form.focus({ preventScroll: true });
        }, SCROLL_TO_FORM_DELAY_MS);
      } else if (Date.now() - started < 5000) {
        window.requestAnimationFrame(waitForForm);
      }
    };
    waitForForm();
  }

  return (
    <Link href={`/#${FORM_ID}`} onClick={onClick} className={buttonClass(variant, className)}>
      {children}
    </Link>
  );
}

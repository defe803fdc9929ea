"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Link } from "@/components/ui/link";
import { splitLocalePath } from "@/lib/i18n/locales";
import type { NavLink } from "@/lib/site";

type Menu = "programs" | "information";

type NavProps = {
  direct: NavLink[];
  programs: NavLink[];
  information: NavLink[];
  copy: {
    label: string;
    programs: string;
    information: string;
    openMenu: string;
    closeMenu: string;
  };
};

const linkClass =
  "flex min-h-tap items-center rounded px-3 text-paper hover:text-lime aria-[current=page]:text-lime";

/** Main navigation: direct links, two dropdowns (one open at a time) and a mobile toggle. */
export function Nav({ direct, programs, information, copy }: NavProps) {
  const [mobileOpen, setMobileOpen] = useState(false);
  const [openMenu, setOpenMenu] = useState<Menu | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const pathname = usePathname();

  // Close everything after a navigation (adjusting state during render, as React recommends).
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setOpenMenu(null);
    setMobileOpen(false);
  }

  useEffect(() => {
    if (!openMenu && !mobileOpen) return;
    function onKey(e: KeyboardEvent) {
      if (e.key !== "Escape") return;
      if (openMenu) {
        const trigger = navRef.current?.querySelector<HTMLButtonElement>(
          `[aria-controls="menu-${openMenu}"]`,
        );
        setOpenMenu(null);
        trigger?.focus();
      } else {
        setMobileOpen(false);
      }
    }
    function onPointer(e: PointerEvent) {
      if (navRef.current && !navRef.current.contains(e.target as Node)) setOpenMenu(null);
    }
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [openMenu, mobileOpen]);

  const toggle = (menu: Menu) => setOpenMenu((current) => (current === menu ? null : menu));
  const current = (href: string) => (splitLocalePath(pathname).path === href ? "page" : undefined);

  function dropdown(menu: Menu, label: string, links: NavLink[]) {
    const open = openMenu === menu;
    return (
      <li className="relative">
        <button
          type="button"
          className={`${linkClass} w-full gap-1`}
          aria-expanded={open}
          aria-controls={`menu-${menu}`}
          onClick={() => toggle(menu)}
        >
          {label}
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className={`h-4 w-4 transition-transform ${open ? "rotate-180" : ""}`}
          >
            <path d="M5 7l5 6 5-6z" fill="currentColor" />
          </svg>
        </button>
        <ul
          id={`menu-${menu}`}
          hidden={!open}
          className="z-50 min-w-48 rounded-card bg-navy py-2 shadow-lift lg:absolute lg:left-0 lg:top-full"
        >
          {links.map((l) => (
            <li key={l.href}>
              {l.fullLoad ? (
                <a href={l.href} className={`${linkClass} px-4`}>
                  {l.label}
                </a>
              ) : (
                <Link href={l.href} className={`${linkClass} px-4`} aria-current={current(l.href)}>
                  {l.label}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </li>
    );
  }

  return (
    <nav ref={navRef} aria-label={copy.label} className="flex flex-1 justify-end">
      <button
        type="button"
        className="flex min-h-tap min-w-tap items-center justify-center rounded text-paper lg:hidden"
        aria-expanded={mobileOpen}
        aria-controls="main-menu"
        aria-label={mobileOpen ? copy.closeMenu : copy.openMenu}
        onClick={() => setMobileOpen((o) => !o)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-7 w-7">
          {mobileOpen ? (
            <path
              d="M6 6l12 12M18 6L6 18"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
            />
          ) : (
            <path
              d="M4 7h16M4 12h16M4 17h16"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
            />
          )}
        </svg>
      </button>
      <ul
        id="main-menu"
        className={`${mobileOpen ? "flex" : "hidden"} absolute inset-x-0 top-full flex-col gap-1 bg-navy px-4 pb-4 lg:static lg:flex lg:flex-row lg:items-center lg:px-0 lg:pb-0`}
      >
        {direct.slice(0, 2).map((l) => (
          <li key={l.href}>
            <Link href={l.href} className={linkClass} aria-current={current(l.href)}>
              {l.label}
            </Link>
          </li>
        ))}
        {dropdown("programs", copy.programs, programs)}
        {direct.slice(2).map((l) => (
          <li key={l.href}>
            <Link href={l.href} className={linkClass} aria-current={current(l.href)}>
              {l.label}
            </Link>
          </li>
        ))}
        {dropdown("information", copy.information, information)}
      </ul>
    </nav>
  );
}

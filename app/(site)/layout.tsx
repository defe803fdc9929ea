import type { ReactNode } from "react";
import { SiteShell } from "@/components/layout/site-shell";

/** Every public page: the site's header, footer and organisation JSON-LD around its content. */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteShell>{children}</SiteShell>;
}

// The staff area: rendered per request for the signed-in member, never indexed, never cached
// (Next sends `no-store` for a dynamic page; nginx never caches /staff either).
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { site } from "@/lib/site";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: { default: `Staff | ${site.name}`, template: `%s | ${site.name} staff` },
  robots: { index: false, follow: false },
};

export default function StaffLayout({ children }: { children: ReactNode }) {
  return <div className="flex flex-1 flex-col bg-mist">{children}</div>;
}

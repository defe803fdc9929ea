// The staff area: English (a visitor's Hindi marked as such, components/staff/person-text.tsx,
// with the Devanagari font at hand), rendered per request for the signed-in member, never indexed,
// never cached (Next sends `no-store` for a dynamic page; nginx never caches /staff either).
import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { poppins, poppinsDevanagari } from "@/app/fonts";
import { Document } from "@/components/layout/document";
import { env } from "@/lib/env.mjs";
import { site } from "@/lib/site";
import { colors } from "@/tailwind.config.mjs";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  metadataBase: new URL(env.SITE_URL),
  title: { default: `${site.name} staff`, template: `%s | ${site.name} staff` },
  robots: { index: false, follow: false },
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: colors.navy,
  width: "device-width",
  initialScale: 1,
};

export default function StaffLayout({ children }: { children: ReactNode }) {
  return (
    <Document
      lang="en-IN"
      fontClassName={`${poppins.variable} ${poppinsDevanagari.variable}`}
      skipLabel="Skip to content"
    >
      <div className="flex flex-1 flex-col bg-mist">{children}</div>
    </Document>
  );
}

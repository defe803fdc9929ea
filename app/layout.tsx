import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { env } from "@/lib/env.mjs";
import { site } from "@/lib/site";
import { colors } from "@/tailwind.config.mjs";
import { poppins } from "./fonts";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(env.SITE_URL),
  title: {
    default: `${site.name}: coding training and campus placement in Jabalpur`,
    template: `%s | ${site.name}`,
  },
  description: site.description,
  applicationName: site.name,
  openGraph: { siteName: site.name, locale: "en_IN", type: "website" },
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: colors.navy,
  width: "device-width",
  initialScale: 1,
};

/** The document every page shares; the public site's shell is app/(site)/layout.tsx, the staff
 * area's app/staff/layout.tsx. Each puts its content in <main id="main">. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN" className={poppins.variable} data-scroll-behavior="smooth">
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded bg-lime px-4 py-2 text-navy focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
        >
          Skip to content
        </a>
        {children}
      </body>
    </html>
  );
}

import type { Metadata, Viewport } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { devanagariLabel, poppins, poppinsDevanagari } from "@/app/fonts";
import { Document } from "@/components/layout/document";
import { SiteShell } from "@/components/layout/site-shell";
import { env } from "@/lib/env.mjs";
import { isLocale, LANGUAGE_TAG, LOCALES, OG_LOCALE } from "@/lib/i18n/locales";
import { site } from "@/lib/site";
import { colors } from "@/tailwind.config.mjs";

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

// Only /hi is a language prefix; anything else never reaches this layout as a locale.
export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: Omit<Props, "children">): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  const t = await getTranslations({ locale, namespace: "site" });
  return {
    metadataBase: new URL(env.SITE_URL),
    title: { default: t("defaultTitle"), template: `%s | ${site.name}` },
    description: site.description[locale],
    applicationName: site.name,
    openGraph: { siteName: site.name, locale: OG_LOCALE[locale], type: "website" },
    formatDetection: { telephone: false },
  };
}

export const viewport: Viewport = {
  themeColor: colors.navy,
  width: "device-width",
  initialScale: 1,
};

/** Every public page, in English (unprefixed) or Hindi (/hi): the document, header and footer. */
export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  // For what renders without root params below this layout (the not-found page of an address).
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "site" });
  const fonts =
    locale === "hi"
      ? `${poppins.variable} ${poppinsDevanagari.variable}`
      : `${poppins.variable} ${devanagariLabel.variable}`;
  return (
    <Document lang={LANGUAGE_TAG[locale]} fontClassName={fonts} skipLabel={t("skip")}>
      {/* Client components get their copy as props from their server parent. */}
      <SiteShell>{children}</SiteShell>
    </Document>
  );
}

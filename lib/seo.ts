// Page metadata and structured data, built the same way for every route and language.
import type { Metadata } from "next";
import { env } from "@/lib/env.mjs";
import {
  DEFAULT_LOCALE,
  LANGUAGE_TAG,
  LOCALES,
  OG_LOCALE,
  localePath,
  type Locale,
} from "@/lib/i18n/locales";
import { pageLocale } from "@/lib/i18n/page-locale";
import { openingHoursSpecification } from "@/lib/i18n/opening-hours";
import type { Text } from "@/lib/i18n/text";
import { SHARE_PICTURE_SIZE, sharePictureFile } from "@/lib/share-picture";
import { type Facts, mapUrl } from "@/lib/content-store/facts";
import { site } from "@/lib/site";
import { encodePath } from "@/lib/url";

type PageMeta = {
  /** Page title without the site name; the layout's template adds " | Coder House". */
  title: string;
  description: string;
  /** Canonical path, decoded, in the spec's spelling and without a language prefix. */
  path: string;
};

/** The address of `path` in each language, with x-default (English), for hreflang. */
export function languageAlternates(path: string): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of LOCALES) {
    languages[LANGUAGE_TAG[locale]] = absoluteUrl(localePath(locale, path));
  }
  languages["x-default"] = absoluteUrl(path);
  return languages;
}

/** Title, description, canonical and hreflang alternates of a page in `locale`. */
export function pageMetadata(
  { title, description, path }: PageMeta,
  locale: Locale = DEFAULT_LOCALE,
): Metadata {
  const url = encodePath(localePath(locale, path));
  // Next sets the build's deployment id (next.config.mjs) in every bundle; the build draws the
  // picture under it. Without one (jest) the page has no picture of its own.
  const deploymentId = process.env.NEXT_DEPLOYMENT_ID;
  return {
    title,
    description,
    alternates: { canonical: url, languages: languageAlternates(path) },
    openGraph: {
      title: `${title} | ${site.name}`,
      description,
      url,
      siteName: site.name,
      locale: OG_LOCALE[locale],
      alternateLocale: LOCALES.filter((other) => other !== locale).map((other) => OG_LOCALE[other]),
      type: "website",
      ...(deploymentId && {
        images: [
          {
            url: `/_next/static/${encodePath(sharePictureFile(deploymentId, locale, path))}`,
            ...SHARE_PICTURE_SIZE,
            alt: `${title} | ${site.name}`,
            type: "image/png",
          },
        ],
      }),
    },
  };
}

/** A page's metadata in the language it is rendered in: its title and description in both. */
export async function localizedMetadata(meta: {
  title: Text;
  description: Text;
  path: string;
}): Promise<Metadata> {
  const locale = await pageLocale();
  return pageMetadata(
    { title: meta.title[locale], description: meta.description[locale], path: meta.path },
    locale,
  );
}

export function absoluteUrl(path: string): string {
  return `${env.SITE_URL}${encodePath(path)}`;
}

/** The institute for search engines and maps: a school and a local business with a front desk. */
export function organizationJsonLd(locale: Locale, facts: Facts) {
  const hours = openingHoursSpecification(facts.openingHours);
  return {
    "@context": "https://schema.org",
    "@type": ["EducationalOrganization", "LocalBusiness"],
    name: site.name,
    legalName: site.legalName,
    description: site.description[locale],
    inLanguage: LANGUAGE_TAG[locale],
    url: absoluteUrl(localePath(locale, "/")),
    logo: `${env.SITE_URL}/icon.svg`,
    image: `${env.SITE_URL}/opengraph-image.png`,
    email: facts.email,
    telephone: facts.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: facts.address.street,
      addressLocality: `${facts.address.locality}, ${facts.address.city}`,
      addressRegion: facts.address.region,
      addressCountry: facts.address.countryCode,
    },
    geo: { "@type": "GeoCoordinates", latitude: facts.address.lat, longitude: facts.address.lng },
    hasMap: mapUrl(facts),
    ...(hours.length > 0 && { openingHoursSpecification: hours }),
    ...(facts.closedDays.length > 0 && {
      specialOpeningHoursSpecification: facts.closedDays.map((day) => ({
        "@type": "OpeningHoursSpecification",
        validFrom: day,
        validThrough: day,
        opens: "00:00",
        closes: "00:00",
      })),
    }),
    sameAs: facts.social.map((s) => s.href),
  };
}

type CourseInput = { name: string; description: string; path: string };

export function courseJsonLd(
  { name, description, path }: CourseInput,
  locale: Locale = DEFAULT_LOCALE,
) {
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    name,
    description,
    inLanguage: LANGUAGE_TAG[locale],
    url: absoluteUrl(localePath(locale, path)),
    provider: { "@type": "EducationalOrganization", name: site.name, sameAs: env.SITE_URL },
  };
}

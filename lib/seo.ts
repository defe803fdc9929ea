// Page metadata and structured data, built the same way for every route.
import type { Metadata } from "next";
import { env } from "@/lib/env.mjs";
import { encodePath } from "@/lib/routes";
import { site } from "@/lib/site";

type PageMeta = {
  /** Page title without the site name; the layout's template adds " | Coder House". */
  title: string;
  description: string;
  /** Canonical path, decoded, in the spec's spelling (e.g. "/Terms&Conditions"). */
  path: string;
};

export function pageMetadata({ title, description, path }: PageMeta): Metadata {
  const url = encodePath(path);
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: {
      title: `${title} | ${site.name}`,
      description,
      url,
      siteName: site.name,
      locale: "en_IN",
      type: "website",
    },
  };
}

export function absoluteUrl(path: string): string {
  return `${env.SITE_URL}${encodePath(path)}`;
}

export function organizationJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": "EducationalOrganization",
    name: site.name,
    legalName: site.legalName,
    url: env.SITE_URL,
    logo: `${env.SITE_URL}/icon.svg`,
    email: site.email,
    telephone: site.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: `${site.address.locality}, ${site.address.city}`,
      addressRegion: site.address.region,
      addressCountry: site.address.countryCode,
    },
    geo: { "@type": "GeoCoordinates", latitude: site.address.lat, longitude: site.address.lng },
    sameAs: site.social.map((s) => s.href),
  };
}

type CourseInput = { name: string; description: string; path: string };

export function courseJsonLd({ name, description, path }: CourseInput) {
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    name,
    description,
    url: absoluteUrl(path),
    provider: { "@type": "EducationalOrganization", name: site.name, sameAs: env.SITE_URL },
  };
}

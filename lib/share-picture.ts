// The picture a link preview shows (og:image) for each page in each language: drawn after the build
// by scripts/share-pictures.ts into the build's static files, under the build's deployment id, so
// every release has its own and nginx may keep each for a year (/_next/static). Isomorphic.
import type { Locale } from "@/lib/i18n/locales";

/** The size WhatsApp, LinkedIn and Facebook draw large (1.91:1). */
export const SHARE_PICTURE_SIZE = { width: 1200, height: 630 } as const;

/** A page's picture under the build's static folder: "og/<id>/hi/features.png" ("/" is "index"). */
export function sharePictureFile(deploymentId: string, locale: Locale, path: string): string {
  return `og/${deploymentId}/${locale}${path === "/" ? "/index" : path}.png`;
}

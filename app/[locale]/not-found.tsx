import { getLocale } from "next-intl/server";
import { NotFoundContent, notFoundMetadata } from "@/components/layout/not-found-content";
import type { Locale } from "@/lib/i18n/locales";

// notFound() in a public page (an unknown path, an unknown category, a page not yet in Hindi):
// inside the site's shell, in the page's language. A not-found file takes no params; the
// language comes from the [locale] root segment.
export default async function NotFound() {
  return <NotFoundContent locale={(await getLocale()) as Locale} />;
}

export async function generateMetadata() {
  return notFoundMetadata((await getLocale()) as Locale);
}

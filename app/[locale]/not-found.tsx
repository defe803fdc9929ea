import { NotFoundContent, notFoundMetadata } from "@/components/layout/not-found-content";
import { pageLocale } from "@/lib/i18n/page-locale";

// notFound() in a public page (an unknown path, an unknown category or roadmap):
// inside the site's shell, in the page's language. A not-found file takes no params; the
// language comes from the [locale] root segment.
export default async function NotFound() {
  return <NotFoundContent locale={await pageLocale()} />;
}

export async function generateMetadata() {
  return notFoundMetadata(await pageLocale());
}

import { NotFoundContent, notFoundMetadata } from "@/components/layout/not-found-content";
import { pageLocale } from "@/lib/i18n/page-locale";

// notFound() thrown in a public page, should one ever be: inside the site's shell, in the page's
// language. Unknown addresses never come here: the catch-all route draws their 404 itself, since
// Next sends a thrown notFound() as an empty document until its script runs (see proxy.ts). A
// not-found file takes no params; the language comes from the [locale] root segment.
export default async function NotFound() {
  return <NotFoundContent locale={await pageLocale()} />;
}

export async function generateMetadata() {
  return notFoundMetadata(await pageLocale());
}

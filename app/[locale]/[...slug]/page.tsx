import { notFound, permanentRedirect } from "next/navigation";
import { NotFoundContent, notFoundMetadata } from "@/components/layout/not-found-content";
import { isLocale } from "@/lib/i18n/locales";
import { localeHref } from "@/lib/i18n/pages";
import { canonicalPathFor } from "@/lib/routes";

type Props = { params: Promise<{ locale: string; slug: string[] }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  return notFoundMetadata(isLocale(locale) ? locale : "en");
}

// Reached only when no page matches, so known pages never pay for it: a letter-case variant of a
// known path (old links, typed addresses) gets a permanent redirect, in the same language; anything
// else is the not-found page in the address's language. It is drawn here rather than thrown with
// notFound(), which Next answers with an empty document (see proxy.ts, which sets the 404 status).
export default async function UnknownPath({ params }: Props) {
  const { locale, slug } = await params;
  if (!isLocale(locale)) notFound();
  const canonical = canonicalPathFor(`/${slug.join("/")}`);
  if (canonical) permanentRedirect(localeHref(locale, canonical));
  return <NotFoundContent locale={locale} />;
}

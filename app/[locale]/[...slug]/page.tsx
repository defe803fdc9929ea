import { notFound, permanentRedirect } from "next/navigation";
import { isLocale } from "@/lib/i18n/locales";
import { UNTRANSLATED_SEGMENT, localeHref } from "@/lib/i18n/pages";
import { canonicalPathFor } from "@/lib/routes";

type Props = { params: Promise<{ locale: string; slug: string[] }> };

// Reached only when no page matches, so known pages never pay for it: a letter-case variant of a
// known path (old links, typed addresses) gets a permanent redirect, to the same language when the
// page exists in it; anything else is a 404.
export default async function UnknownPath({ params }: Props) {
  const { locale, slug } = await params;
  // proxy.ts marks a /hi address whose page has no Hindi version; the path follows the mark.
  const parts = slug[0] === UNTRANSLATED_SEGMENT ? slug.slice(1) : slug;
  const canonical = canonicalPathFor(`/${parts.join("/")}`);
  if (canonical && isLocale(locale)) permanentRedirect(localeHref(locale, canonical));
  notFound();
}

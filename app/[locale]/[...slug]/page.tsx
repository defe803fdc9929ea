import { notFound, permanentRedirect } from "next/navigation";
import { isLocale } from "@/lib/i18n/locales";
import { localeHref } from "@/lib/i18n/pages";
import { canonicalPathFor } from "@/lib/routes";

type Props = { params: Promise<{ locale: string; slug: string[] }> };

// Reached only when no page matches, so known pages never pay for it: a letter-case variant of a
// known path (old links, typed addresses) gets a permanent redirect, in the same language; anything
// else is a 404 in the address's language.
export default async function UnknownPath({ params }: Props) {
  const { locale, slug } = await params;
  const canonical = canonicalPathFor(`/${slug.join("/")}`);
  if (canonical && isLocale(locale)) permanentRedirect(localeHref(locale, canonical));
  notFound();
}

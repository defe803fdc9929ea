import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Link } from "@/components/ui/link";
import type { Locale } from "@/lib/i18n/locales";

export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "notFound" });
  return { title: t("title"), description: t("description"), robots: { index: false } };
}

/** The 404 message: inside the site's shell (app/[locale]/not-found.tsx) or alone (app/global-not-found.tsx). */
export async function NotFoundContent({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "notFound" });
  return (
    <section className="mx-auto max-w-page px-4 py-20 text-center">
      <h1 className="text-display text-navy">{t("heading")}</h1>
      <p className="mt-4 text-xl font-semibold text-muted">{t("status")}</p>
      <p className="mt-4 text-muted">{t("hint")}</p>
      <Link
        href="/"
        className="mt-8 inline-flex min-h-tap items-center rounded-pill bg-navy px-6 font-semibold text-paper hover:bg-slate"
      >
        {t("home")}
      </Link>
    </section>
  );
}

import { getTranslations } from "next-intl/server";
import { Link } from "@/components/ui/link";
import { LANGUAGE_NAME } from "@/lib/i18n/locales";
import { inLocale } from "@/lib/i18n/text";
import { site } from "@/lib/site";
import { pageLocale } from "@/lib/i18n/page-locale";
import { ContactCluster } from "./contact-cluster";
import { LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { Nav } from "./nav";

export async function Header() {
  const locale = await pageLocale();
  const t = await getTranslations({ locale, namespace: "site" });
  const n = await getTranslations({ locale, namespace: "nav" });
  const l = await getTranslations({ locale, namespace: "language" });
  return (
    <header className="sticky top-0 z-40 bg-navy">
      <div className="relative mx-auto flex max-w-page items-center gap-2 px-4 py-2 lg:gap-4">
        <Link href="/" className="rounded" aria-label={t("homeLabel")}>
          <Logo className="h-11 w-auto" title={t("logo")} />
        </Link>
        <Nav
          {...inLocale(site.nav, locale)}
          copy={{
            label: n("label"),
            programs: n("programs"),
            information: n("information"),
            openMenu: n("openMenu"),
            closeMenu: n("closeMenu"),
          }}
        />
        <LanguageSwitch
          locale={locale}
          copy={{
            readIn: l("readIn", { language: LANGUAGE_NAME[locale === "en" ? "hi" : "en"] }),
          }}
        />
        <ContactCluster locale={locale} placement="header" />
      </div>
    </header>
  );
}

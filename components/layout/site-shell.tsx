import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { ContactCluster } from "@/components/layout/contact-cluster";
import { Footer } from "@/components/layout/footer";
import { Header } from "@/components/layout/header";
import { KeyboardDrawsBands } from "@/components/layout/keyboard-draws-bands";
import { LanguageSuggestion } from "@/components/layout/language-suggestion";
import { SiteBanner } from "@/components/layout/site-banner";
import { VisitSourceCapture } from "@/components/layout/visit-source-capture";
import { JsonLd } from "@/components/ui/json-ld";
import { getFacts } from "@/lib/content-store/read";
import { organizationJsonLd } from "@/lib/seo";
import { pageLocale } from "@/lib/i18n/page-locale";

/** The public site around a page, in its language: used by app/[locale]/layout.tsx. */
export async function SiteShell({ children }: { children: ReactNode }) {
  const locale = await pageLocale();
  // The offer to read in Hindi is written in Hindi: it is for those who would rather read Hindi.
  const hi = await getTranslations({ locale: "hi", namespace: "language" });
  return (
    <>
      <SiteBanner locale={locale} />
      <Header />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer locale={locale} />
      {/* Room for the phone's contact bar, so it never covers the end of the footer. */}
      <div aria-hidden="true" className="h-contact-bar xl:hidden" />
      <ContactCluster locale={locale} placement="bar" />
      <KeyboardDrawsBands />
      <VisitSourceCapture />
      {locale === "en" && (
        <LanguageSuggestion
          copy={{
            text: hi("suggestion"),
            accept: hi("suggestionAction"),
            dismiss: hi("dismiss"),
          }}
        />
      )}
      <JsonLd data={organizationJsonLd(locale, await getFacts())} />
    </>
  );
}

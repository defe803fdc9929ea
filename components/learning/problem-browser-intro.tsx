import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { PlatformCards } from "@/components/learning/platform-cards";
import { BackLink } from "@/components/ui/back-link";
import { ButtonLink } from "@/components/ui/button-link";
import { PageIntro } from "@/components/ui/page-intro";
import { Section } from "@/components/ui/section";
import { codersSheet, type ProblemBrowser } from "@/lib/content/coding-resources";
import type { Locale } from "@/lib/i18n/locales";
import { inLocale } from "@/lib/i18n/text";

/** Every browser page links back to the sheet that lists them. */
const BACK_HREF = "/coders-sheet";

/** A problem browser page: its heading, the live list (children), how it works, other platforms. */
export async function ProblemBrowserIntro({
  locale,
  browser,
  children,
}: {
  locale: Locale;
  browser: ProblemBrowser;
  children: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: "problemBrowser" });
  const platforms = inLocale(codersSheet.platforms, locale);
  return (
    <>
      <PageIntro
        title={browser.title}
        lead={browser.lead}
        before={<BackLink href={BACK_HREF} label={t("backLabel")} />}
      />
      {children}
      <Section id="how" tone="mist" title={t("howTitle")}>
        <div className="grid gap-8 lg:grid-cols-2">
          <div>
            <h3 className="text-lg font-semibold text-navy">{t("filtersTitle")}</h3>
            <dl className="mt-3 grid gap-3">
              {browser.filters.map((f) => (
                <div key={f.label} className="rounded-card bg-paper p-4 ring-1 ring-line/30">
                  <dt className="font-semibold text-navy">{f.label}</dt>
                  <dd className="mt-1 text-ink">{f.options}</dd>
                </div>
              ))}
            </dl>
          </div>
          <ul className="grid content-start gap-3 text-ink">
            {[t("perPage", { count: browser.perPage }), ...browser.extras].map((line) => (
              <li key={line} className="flex gap-3">
                <span aria-hidden="true" className="mt-2.5 h-2 w-2 shrink-0 rounded-pill bg-leaf" />
                <span>{line}</span>
              </li>
            ))}
          </ul>
        </div>
      </Section>
      <Section id="platform" tone="pale" title={t("externalTitle")} lead={t("externalText")}>
        <ButtonLink href={browser.externalHref} external>
          {browser.externalLabel}
        </ButtonLink>
      </Section>
      <Section id="other" title={t("otherTitle")}>
        <PlatformCards platforms={platforms} exclude={browser.path} />
      </Section>
    </>
  );
}

// "Fees and refunds" on a program page, once the institute has published them for the program
// (lib/content-store/fees.ts): the fee, what it includes, the instalment plan and its lender if
// any, and the refund rule. Server HTML only; nothing at all while the program has none.
import { getTranslations } from "next-intl/server";
import { type Fees, formatRupees } from "@/lib/content-store/fees";
import { type EditedText, textIn } from "@/lib/content-store/text";
import type { Locale } from "@/lib/i18n/locales";
import { InstalmentPlan } from "./batches";

type Props = { locale: Locale; fees: Fees | null };

export async function ProgramFees({ locale, fees }: Props) {
  if (!fees) return null;
  const t = await getTranslations({ locale, namespace: "batches.fees" });
  const edited = (text: EditedText) => {
    const { text: shown, lang } = textIn(text, locale);
    return { children: shown, lang: lang === locale ? undefined : lang };
  };
  const term = "text-sm font-semibold text-muted";
  return (
    <section id="fees" aria-labelledby="fees-title" className="bg-paper">
      <div className="mx-auto max-w-page px-4 py-12">
        <h2 id="fees-title" className="text-2xl font-semibold text-navy sm:text-3xl">
          {t("title")}
        </h2>
        <dl className="mt-8 grid max-w-3xl gap-6">
          <div>
            <dt className={term}>{t("fee")}</dt>
            <dd className="mt-1 text-2xl font-semibold text-navy">
              {formatRupees(fees.fee, locale)}
            </dd>
          </div>
          {fees.includes.length > 0 && (
            <div>
              <dt className={term}>{t("includes")}</dt>
              <dd className="mt-1">
                <ul className="list-disc space-y-1 pl-5">
                  {fees.includes.map((point, i) => (
                    <li key={i} {...edited(point)} />
                  ))}
                </ul>
              </dd>
            </div>
          )}
          {(fees.instalments.length > 0 || fees.lender) && (
            <div>
              <dt className={term}>{t("instalments")}</dt>
              <dd className="mt-1">
                {fees.instalments.length > 0 && (
                  <p>
                    <InstalmentPlan plan={fees.instalments} locale={locale} />
                  </p>
                )}
                {fees.lender && <p className="mt-1">{t("lender", { lender: fees.lender })}</p>}
              </dd>
            </div>
          )}
          <div>
            <dt className={term}>{t("refund")}</dt>
            <dd className="mt-1 whitespace-pre-line" {...edited(fees.refund)} />
          </div>
        </dl>
      </div>
    </section>
  );
}

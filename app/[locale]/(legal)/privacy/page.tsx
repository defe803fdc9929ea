import { LegalDocument, LegalPart, LegalSectionPart } from "@/components/legal/legal-document";
import { TranslationNote } from "@/components/legal/translation-note";
import { dataSourceLabels, retentionText, translationNotes } from "@/lib/content/legal";
import { privacyContent } from "@/lib/content/privacy";
import { withFacts } from "@/lib/content-store/facts";
import { getFacts } from "@/lib/content-store/read";
import { inLocale } from "@/lib/i18n/text";
import { localizedMetadata } from "@/lib/seo";
import { pageLocale } from "@/lib/i18n/page-locale";

export const generateMetadata = () =>
  localizedMetadata({
    title: privacyContent.title,
    description: {
      en: "What personal data Coder House receives through its website and enquiries, why, how long it is kept, and your rights under India's Digital Personal Data Protection Act, 2023.",
      hi: "Coder House को वेबसाइट और पूछताछ से कौन-सा निजी डेटा मिलता है, क्यों, कितने समय तक रखा जाता है, और डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 के तहत आपके अधिकार।",
    },
    path: "/privacy",
  });

const DATA_SOURCES_ID = "what-we-collect";
const factKeys = Object.keys(dataSourceLabels) as (keyof typeof dataSourceLabels)[];

export default async function PrivacyPage() {
  const locale = await pageLocale();
  const privacy = withFacts(inLocale(privacyContent, locale), await getFacts(), locale);
  const labels = inLocale(dataSourceLabels, locale);
  const contents = [
    ...privacy.before,
    { id: DATA_SOURCES_ID, heading: privacy.dataSourcesHeading },
    ...privacy.after,
  ];
  return (
    <LegalDocument
      locale={locale}
      title={privacy.title}
      intro={privacy.intro}
      dateLabel="lastUpdated"
      date={privacy.lastUpdated}
      contentsId="privacy-contents"
      contents={contents}
      note={
        locale === "hi" ? <TranslationNote text={translationNotes.privacy} href="/privacy" /> : null
      }
    >
      {privacy.before.map((s) => (
        <LegalSectionPart key={s.id} section={s} locale={locale} />
      ))}
      <LegalPart id={DATA_SOURCES_ID} heading={privacy.dataSourcesHeading}>
        <p className="mt-3 text-ink">{privacy.dataSourcesIntro}</p>
        <div className="mt-6 space-y-6">
          {privacyContent.dataSources.map((content, i) => {
            const source = privacy.dataSources[i]!;
            return (
              <article
                key={source.id}
                id={source.id}
                aria-labelledby={`${source.id}-heading`}
                className="rounded-card border border-line p-5"
              >
                <h3 id={`${source.id}-heading`} className="text-lg font-semibold text-navy">
                  {source.name}
                </h3>
                <dl className="mt-3 space-y-3">
                  {factKeys.map((key) => (
                    <div key={key}>
                      <dt className="font-semibold text-leaf">{labels[key]}</dt>
                      <dd className="text-ink">
                        {key === "retention"
                          ? retentionText(content.retention, locale)
                          : source[key]}
                      </dd>
                    </div>
                  ))}
                </dl>
              </article>
            );
          })}
        </div>
      </LegalPart>
      {privacy.after.map((s) => (
        <LegalSectionPart key={s.id} section={s} locale={locale} />
      ))}
    </LegalDocument>
  );
}

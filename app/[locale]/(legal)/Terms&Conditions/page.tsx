import { LegalDocument, LegalSectionPart } from "@/components/legal/legal-document";
import { TranslationNote } from "@/components/legal/translation-note";
import { translationNotes } from "@/lib/content/legal";
import { termsContent } from "@/lib/content/terms";
import { inLocale } from "@/lib/i18n/text";
import { localizedMetadata } from "@/lib/seo";
import { pageLocale } from "@/lib/i18n/page-locale";

export const generateMetadata = () =>
  localizedMetadata({
    title: termsContent.title,
    description: {
      en: "The terms for using the Coder House website and joining its coding and placement programs in Jabalpur: fees, conduct, intellectual property, liability and governing law.",
      hi: "Coder House की वेबसाइट इस्तेमाल करने और जबलपुर में उसके कोडिंग व प्लेसमेंट प्रोग्राम से जुड़ने के नियम: फ़ीस, व्यवहार, बौद्धिक संपदा, ज़िम्मेदारी और लागू क़ानून (अंग्रेज़ी पाठ का हिंदी अनुवाद)।",
    },
    path: "/Terms&Conditions",
  });

export default async function TermsPage() {
  const locale = await pageLocale();
  const terms = inLocale(termsContent, locale);
  return (
    <LegalDocument
      locale={locale}
      title={terms.title}
      intro={terms.intro}
      dateLabel="effectiveFrom"
      date={terms.effectiveDate}
      contentsId="terms-contents"
      contents={terms.sections}
      numbered
      note={
        locale === "hi" ? (
          <TranslationNote text={translationNotes.terms} href="/Terms&Conditions" />
        ) : null
      }
    >
      <ol className="mt-12 list-decimal space-y-10 pl-8 marker:text-xl marker:font-semibold marker:text-navy">
        {terms.sections.map((s) => (
          <LegalSectionPart key={s.id} section={s} as="li" locale={locale} />
        ))}
      </ol>
    </LegalDocument>
  );
}

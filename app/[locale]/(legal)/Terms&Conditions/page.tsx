import { LegalDocument, LegalSectionPart } from "@/components/legal/legal-document";
import { terms } from "@/lib/content/legal";
import { localizedMetadata } from "@/lib/seo";

export const generateMetadata = () =>
  localizedMetadata({
    title: "Terms and Conditions",
    description:
      "The terms for using the Coder House website and joining its coding and placement programs in Jabalpur: fees, conduct, intellectual property, liability and governing law.",
    path: "/Terms&Conditions",
  });

export default function TermsPage() {
  return (
    <LegalDocument
      title={terms.title}
      intro={terms.intro}
      dateLabel="Effective from"
      date={terms.effectiveDate}
      contentsId="terms-contents"
      contents={terms.sections}
      numbered
    >
      <ol className="mt-12 list-decimal space-y-10 pl-8 marker:text-xl marker:font-semibold marker:text-navy">
        {terms.sections.map((s) => (
          <LegalSectionPart key={s.id} section={s} as="li" />
        ))}
      </ol>
    </LegalDocument>
  );
}

import { LegalDocument, LegalPart, LegalSectionPart } from "@/components/legal/legal-document";
import { dataSourceLabels, privacy, retentionText } from "@/lib/content/legal";
import { localizedMetadata } from "@/lib/seo";

export const generateMetadata = () =>
  localizedMetadata({
    title: "Privacy Policy",
    description:
      "What personal data Coder House receives through its website and enquiries, why, how long it is kept, and your rights under India's Digital Personal Data Protection Act, 2023.",
    path: "/privacy",
  });

const DATA_SOURCES_ID = "what-we-collect";
const factKeys = Object.keys(dataSourceLabels) as (keyof typeof dataSourceLabels)[];

export default function PrivacyPage() {
  const contents = [
    ...privacy.before,
    { id: DATA_SOURCES_ID, heading: privacy.dataSourcesHeading },
    ...privacy.after,
  ];
  return (
    <LegalDocument
      title={privacy.title}
      intro={privacy.intro}
      dateLabel="Last updated"
      date={privacy.lastUpdated}
      contentsId="privacy-contents"
      contents={contents}
    >
      {privacy.before.map((s) => (
        <LegalSectionPart key={s.id} section={s} />
      ))}
      <LegalPart id={DATA_SOURCES_ID} heading={privacy.dataSourcesHeading}>
        <p className="mt-3 text-ink">{privacy.dataSourcesIntro}</p>
        <div className="mt-6 space-y-6">
          {privacy.dataSources.map((source) => (
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
                    <dt className="font-semibold text-leaf">{dataSourceLabels[key]}</dt>
                    <dd className="text-ink">
                      {key === "retention" ? retentionText(source.retention) : source[key]}
                    </dd>
                  </div>
                ))}
              </dl>
            </article>
          ))}
        </div>
      </LegalPart>
      {privacy.after.map((s) => (
        <LegalSectionPart key={s.id} section={s} />
      ))}
    </LegalDocument>
  );
}

import { PageIntro } from "@/components/ui/page-intro";
import {
  contactLabels,
  dataSourceLabels,
  formatLegalDate,
  privacy,
  type LegalSection,
} from "@/lib/content/legal";
import { pageMetadata } from "@/lib/seo";
import { site } from "@/lib/site";

export const metadata = pageMetadata({
  title: "Privacy Policy",
  description:
    "What personal data Coder House receives through its website and enquiries, why, how long it is kept, and your rights under India's Digital Personal Data Protection Act, 2023.",
  path: "/privacy",
});

const DATA_SOURCES_ID = "what-we-collect";
const linkClass = "font-semibold text-leaf underline underline-offset-4 hover:text-navy";
const factKeys = Object.keys(dataSourceLabels) as (keyof typeof dataSourceLabels)[];

function SectionBody({ section }: { section: LegalSection }) {
  return (
    <div className="mt-3 space-y-3 text-ink">
      {section.paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
      {section.points && (
        <ul className="list-disc space-y-2 pl-6 marker:text-leaf">
          {section.points.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      {section.showContact && (
        <address className="not-italic">
          <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold text-navy">{contactLabels.email}</dt>
            <dd>
              <a className={linkClass} href={`mailto:${site.email}`}>
                {site.email}
              </a>
            </dd>
            <dt className="font-semibold text-navy">{contactLabels.phone}</dt>
            <dd>
              <a className={linkClass} href={site.phoneHref}>
                {site.phone}
              </a>
            </dd>
            <dt className="font-semibold text-navy">{contactLabels.post}</dt>
            <dd>
              {site.name}, {site.address.lines.join(", ")}
            </dd>
          </dl>
        </address>
      )}
    </div>
  );
}

function PolicySection({ section }: { section: LegalSection }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-heading`}>
      <h2 id={`${section.id}-heading`} className="text-xl font-semibold text-navy">
        {section.heading}
      </h2>
      <SectionBody section={section} />
    </section>
  );
}

export default function PrivacyPage() {
  const contents = [
    ...privacy.before.map((s) => ({ id: s.id, heading: s.heading })),
    { id: DATA_SOURCES_ID, heading: privacy.dataSourcesHeading },
    ...privacy.after.map((s) => ({ id: s.id, heading: s.heading })),
  ];
  return (
    <>
      <PageIntro title={privacy.title} lead={privacy.intro}>
        <p className="mt-4 font-semibold text-navy">
          Last updated{" "}
          <time dateTime={privacy.lastUpdated}>{formatLegalDate(privacy.lastUpdated)}</time>
        </p>
      </PageIntro>
      <div className="mx-auto max-w-page px-4 py-12">
        <div className="max-w-3xl space-y-10">
          <nav aria-labelledby="privacy-contents" className="rounded-card bg-mist p-6">
            <h2 id="privacy-contents" className="text-lg font-semibold text-navy">
              Contents
            </h2>
            <ul className="mt-3 gap-x-10 sm:columns-2">
              {contents.map((c) => (
                <li key={c.id} className="break-inside-avoid">
                  <a
                    href={`#${c.id}`}
                    className="inline-flex min-h-tap items-center text-leaf underline-offset-4 hover:underline"
                  >
                    {c.heading}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {privacy.before.map((s) => (
            <PolicySection key={s.id} section={s} />
          ))}
          <section id={DATA_SOURCES_ID} aria-labelledby={`${DATA_SOURCES_ID}-heading`}>
            <h2 id={`${DATA_SOURCES_ID}-heading`} className="text-xl font-semibold text-navy">
              {privacy.dataSourcesHeading}
            </h2>
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
                        <dd className="text-ink">{source[key]}</dd>
                      </div>
                    ))}
                  </dl>
                </article>
              ))}
            </div>
          </section>
          {privacy.after.map((s) => (
            <PolicySection key={s.id} section={s} />
          ))}
        </div>
      </div>
    </>
  );
}

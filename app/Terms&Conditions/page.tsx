import { PageIntro } from "@/components/ui/page-intro";
import { contactLabels, formatLegalDate, terms, type LegalSection } from "@/lib/content/legal";
import { pageMetadata } from "@/lib/seo";
import { site } from "@/lib/site";

export const metadata = pageMetadata({
  title: "Terms and Conditions",
  description:
    "The terms for using the Coder House website and joining its coding and placement programs in Jabalpur: fees, conduct, intellectual property, liability and governing law.",
  path: "/Terms&Conditions",
});

const linkClass = "font-semibold text-leaf underline underline-offset-4 hover:text-navy";

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

export default function TermsPage() {
  return (
    <>
      <PageIntro title={terms.title} lead={terms.intro}>
        <p className="mt-4 font-semibold text-navy">
          Effective from{" "}
          <time dateTime={terms.effectiveDate}>{formatLegalDate(terms.effectiveDate)}</time>
        </p>
      </PageIntro>
      <div className="mx-auto max-w-page px-4 py-12">
        <div className="max-w-3xl">
          <nav aria-labelledby="terms-contents" className="rounded-card bg-mist p-6">
            <h2 id="terms-contents" className="text-lg font-semibold text-navy">
              Contents
            </h2>
            <ol className="mt-3 list-decimal gap-x-10 pl-6 marker:text-muted sm:columns-2">
              {terms.sections.map((s) => (
                <li key={s.id} className="break-inside-avoid">
                  <a
                    href={`#${s.id}`}
                    className="inline-flex min-h-tap items-center text-leaf underline-offset-4 hover:underline"
                  >
                    {s.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <ol className="mt-12 list-decimal space-y-10 pl-8 marker:text-xl marker:font-semibold marker:text-navy">
            {terms.sections.map((s) => (
              <li key={s.id} id={s.id}>
                <h2 id={`${s.id}-heading`} className="text-xl font-semibold text-navy">
                  {s.heading}
                </h2>
                <SectionBody section={s} />
              </li>
            ))}
          </ol>
        </div>
      </div>
    </>
  );
}

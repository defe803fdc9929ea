import { JoinUsLink } from "@/components/ui/join-us-link";
import { PageIntro } from "@/components/ui/page-intro";
import { Section } from "@/components/ui/section";
import { internship as internshipText } from "@/lib/content/internship";
import { pageLocale } from "@/lib/i18n/page-locale";
import { inLocale } from "@/lib/i18n/text";
import { localizedMetadata } from "@/lib/seo";

export const generateMetadata = () =>
  localizedMetadata({
    title: internshipText.title,
    description: internshipText.description,
    path: "/internship",
  });

export default async function InternshipPage() {
  const internship = inLocale(internshipText, await pageLocale());
  return (
    <>
      <PageIntro title={internship.title} lead={internship.lead} />

      <Section id="who-can-apply" title={internship.whoTitle}>
        <ul className="grid gap-6 md:grid-cols-2">
          {internship.who.map((w) => (
            <li key={w.title} className="rounded-card border-l-4 border-leaf bg-mist p-6">
              <h3 className="text-xl font-semibold text-navy">{w.title}</h3>
              <p className="mt-2 text-ink">{w.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="highlights" title={internship.highlightsTitle} tone="navy">
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {internship.highlights.map((h, i) => (
            <li key={h.title} className="rounded-card bg-slate p-6">
              <span aria-hidden="true" className="text-3xl font-semibold text-lime">
                {String(i + 1).padStart(2, "0")}
              </span>
              <h3 className="mt-2 text-lg font-semibold text-paper">{h.title}</h3>
              <p className="mt-2 text-paper">{h.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section>
        <div className="flex flex-col items-start gap-4 rounded-card bg-pale p-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="max-w-2xl text-lg text-ink">{internship.cta.text}</p>
          <JoinUsLink>{internship.cta.label}</JoinUsLink>
        </div>
      </Section>
    </>
  );
}

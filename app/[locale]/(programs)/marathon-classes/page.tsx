import { CompanyCard } from "@/components/programs/company-card";
import { ButtonLink } from "@/components/ui/button-link";
import { JsonLd } from "@/components/ui/json-ld";
import { PageIntro } from "@/components/ui/page-intro";
import { Section } from "@/components/ui/section";
import { companies, examLinks, workshopsIntro as introText } from "@/lib/content/workshops";
import { pageLocale } from "@/lib/i18n/page-locale";
import { inLocale } from "@/lib/i18n/text";
import { courseJsonLd, localizedMetadata } from "@/lib/seo";

const PATH = "/marathon-classes";

export const generateMetadata = () =>
  localizedMetadata({
    title: introText.metaTitle,
    description: introText.description,
    path: PATH,
  });

export default async function MarathonClassesPage() {
  const locale = await pageLocale();
  const workshopsIntro = inLocale(introText, locale);
  return (
    <>
      <PageIntro
        title={workshopsIntro.title}
        lead={workshopsIntro.lead}
        before={
          <p className="font-semibold uppercase tracking-widest text-leaf">
            {workshopsIntro.eyebrow}
          </p>
        }
      />

      <Section id="exams" title={workshopsIntro.examsTitle} lead={workshopsIntro.examsLead}>
        <ul className="flex flex-wrap gap-3">
          {examLinks.map((exam) => (
            <li key={exam.href}>
              {/* A full page load, as the spec asks for these three. */}
              <ButtonLink href={exam.href} plain>
                {exam.label}
              </ButtonLink>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="companies"
        title={workshopsIntro.companiesTitle}
        lead={workshopsIntro.companiesLead}
        tone="mist"
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {companies.map((company) => (
            <li key={company.slug}>
              <CompanyCard
                company={company}
                openDocument={workshopsIntro.openDocument}
                openDocumentFor={workshopsIntro.openDocumentFor}
                joinUs={workshopsIntro.joinUs}
              />
            </li>
          ))}
        </ul>
      </Section>

      <JsonLd
        data={courseJsonLd(
          {
            name: `${workshopsIntro.title} (${workshopsIntro.eyebrow})`,
            description: workshopsIntro.description,
            path: PATH,
          },
          locale,
        )}
      />
    </>
  );
}

import { CompanyCard } from "@/components/programs/company-card";
import { ButtonLink } from "@/components/ui/button-link";
import { JsonLd } from "@/components/ui/json-ld";
import { PageIntro } from "@/components/ui/page-intro";
import { Section } from "@/components/ui/section";
import { companies, examLinks, workshopsIntro } from "@/lib/content/workshops";
import { localeParams } from "@/lib/i18n/pages";
import { courseJsonLd, localizedMetadata } from "@/lib/seo";

const PATH = "/marathon-classes";

export const generateMetadata = () =>
  localizedMetadata({
    title: `${workshopsIntro.title}: ${workshopsIntro.eyebrow}`,
    description: workshopsIntro.description,
    path: PATH,
  });

// English only so far: pre-rendered in the languages it exists in.
export const generateStaticParams = localeParams("/marathon-classes");

export default function MarathonClassesPage() {
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
                joinUs={workshopsIntro.joinUs}
              />
            </li>
          ))}
        </ul>
      </Section>

      <JsonLd
        data={courseJsonLd({
          name: `${workshopsIntro.title} (${workshopsIntro.eyebrow})`,
          description: workshopsIntro.description,
          path: PATH,
        })}
      />
    </>
  );
}

import { AchieversCarousel } from "@/components/people/achievers-carousel";
import { AmbassadorsGrid } from "@/components/people/ambassadors-grid";
import { PageIntro } from "@/components/ui/page-intro";
import { Section } from "@/components/ui/section";
import {
  achieverCompanies,
  achieversPage,
  ambassadors as allAmbassadors,
  peopleCopy,
} from "@/lib/content/people";
import { pageLocale } from "@/lib/i18n/page-locale";
import { inLocale } from "@/lib/i18n/text";
import { localizedMetadata } from "@/lib/seo";

export const generateMetadata = () =>
  localizedMetadata({
    title: achieversPage.metaTitle,
    description: achieversPage.description,
    path: "/Achievers",
  });

export default async function AchieversPage() {
  const locale = await pageLocale();
  const achievers = inLocale(achieversPage, locale);
  const copy = inLocale(peopleCopy, locale);
  const ambassadors = inLocale(allAmbassadors, locale);
  const companies = inLocale(achieverCompanies, locale);
  return (
    <>
      <PageIntro title={achievers.title} lead={achievers.lead} />
      <Section id="ambassadors" title={achievers.ambassadorsTitle} lead={achievers.ambassadorsLead}>
        <AmbassadorsGrid people={ambassadors} />
      </Section>
      <Section
        id="achievers"
        title={achievers.achieversTitle}
        lead={achievers.achieversLead}
        tone="mist"
      >
        <div className="mx-auto max-w-3xl">
          <AchieversCarousel
            companies={companies}
            label={achievers.carouselLabel}
            placedHeading={copy.placedHeading}
          />
        </div>
      </Section>
    </>
  );
}

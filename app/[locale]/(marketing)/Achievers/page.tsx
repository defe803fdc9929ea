// /Achievers (nav label Optivators): the student ambassadors, then the achievers staff publish
// (lib/content-store/achievers.ts), one company per slide with what the institute discloses about
// each placement. Pre-rendered; a publish of an achiever re-renders it (lib/content-store/read.ts).
import { getTranslations } from "next-intl/server";
import { AchieversCarousel } from "@/components/people/achievers-carousel";
import { AmbassadorsGrid } from "@/components/people/ambassadors-grid";
import { PageIntro } from "@/components/ui/page-intro";
import { Section } from "@/components/ui/section";
import { groupByCompany } from "@/lib/content-store/achievers";
import { published } from "@/lib/content-store/read";
import { achieversPage, ambassadors as allAmbassadors, peopleCopy } from "@/lib/content/people";
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
  const companies = groupByCompany(await published("achiever"));
  const t = await getTranslations({ locale, namespace: "achievers" });
  const labels = {
    package: t("package"),
    year: t("year"),
    program: t("program"),
    duration: t("duration"),
    fees: t("fees"),
    paid: t("paid"),
    free: t("free"),
  };
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
            locale={locale}
            label={achievers.carouselLabel}
            placedHeading={copy.placedHeading}
            placedHeadingOne={copy.placedHeadingOne}
            labels={labels}
          />
        </div>
      </Section>
    </>
  );
}

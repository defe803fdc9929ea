import { AchieversCarousel } from "@/components/people/achievers-carousel";
import { AmbassadorsGrid } from "@/components/people/ambassadors-grid";
import { PageIntro } from "@/components/ui/page-intro";
import { Section } from "@/components/ui/section";
import { achieverCompanies, achieversPage as achievers, ambassadors } from "@/lib/content/people";
import { localeParams } from "@/lib/i18n/pages";
import { localizedMetadata } from "@/lib/seo";

export const generateMetadata = () =>
  localizedMetadata({
    title: "Optivators: our ambassadors and achievers",
    description:
      "Meet the Coder House student ambassadors at GGITS, LPU, VIT and GMC, and the students placed at Cognizant, TCS and Persistent after training with us.",
    path: "/Achievers",
  });

// English only so far: pre-rendered in the languages it exists in.
export const generateStaticParams = localeParams("/Achievers");

export default function AchieversPage() {
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
          <AchieversCarousel companies={achieverCompanies} />
        </div>
      </Section>
    </>
  );
}

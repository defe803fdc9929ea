import { ImageCard } from "@/components/ui/image-card";
import { JoinUsLink } from "@/components/ui/join-us-link";
import { PageIntro } from "@/components/ui/page-intro";
import { Section } from "@/components/ui/section";
import * as school from "@/lib/content/school";
import { pageLocale } from "@/lib/i18n/page-locale";
import { inLocale } from "@/lib/i18n/text";
import { localizedMetadata } from "@/lib/seo";

export const generateMetadata = () =>
  localizedMetadata({
    title: school.schoolIntro.title,
    description: school.schoolIntro.description,
    path: "/SchoolProgram",
  });

export default async function SchoolProgramPage() {
  const locale = await pageLocale();
  const { schoolCards, schoolIntro } = inLocale(school, locale);
  return (
    <>
      <PageIntro title={schoolIntro.title} lead={schoolIntro.lead} />
      <Section id="coming-soon" title={schoolIntro.comingSoon} lead={schoolIntro.comingSoonLead}>
        <ul className="grid gap-6 sm:grid-cols-3">
          {schoolCards.map((card, i) => (
            <ImageCard
              key={card.image.src}
              as="li"
              image={card.image}
              sizes="(max-width: 640px) 100vw, 33vw"
              preload={i === 0}
              title={card.title}
            />
          ))}
        </ul>
        <div className="mt-8">
          <JoinUsLink>{schoolIntro.notify}</JoinUsLink>
        </div>
      </Section>
    </>
  );
}

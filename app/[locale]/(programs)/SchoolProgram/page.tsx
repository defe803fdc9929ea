import { ImageCard } from "@/components/ui/image-card";
import { JoinUsLink } from "@/components/ui/join-us-link";
import { PageIntro } from "@/components/ui/page-intro";
import { Section } from "@/components/ui/section";
import { schoolCards, schoolIntro } from "@/lib/content/school";
import { localeParams } from "@/lib/i18n/pages";
import { localizedMetadata } from "@/lib/seo";

export const generateMetadata = () =>
  localizedMetadata({
    title: schoolIntro.title,
    description: schoolIntro.description,
    path: "/SchoolProgram",
  });

// English only so far: pre-rendered in the languages it exists in.
export const generateStaticParams = localeParams("/SchoolProgram");

export default function SchoolProgramPage() {
  return (
    <>
      <PageIntro title={schoolIntro.title} lead={schoolIntro.lead} />
      <Section id="coming-soon" title={schoolIntro.comingSoon} lead={schoolIntro.comingSoonLead}>
        <ul className="grid gap-6 sm:grid-cols-3">
          {schoolCards.map((card, i) => (
            <ImageCard
              key={card.title}
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

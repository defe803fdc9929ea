import Image from "next/image";
import { JoinUsLink } from "@/components/ui/join-us-link";
import { PageIntro } from "@/components/ui/page-intro";
import { Section } from "@/components/ui/section";
import { schoolCards, schoolIntro } from "@/lib/content/school";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata({
  title: schoolIntro.title,
  description: schoolIntro.description,
  path: "/SchoolProgram",
});

export default function SchoolProgramPage() {
  return (
    <>
      <PageIntro title={schoolIntro.title} lead={schoolIntro.lead} />
      <Section id="coming-soon" title={schoolIntro.comingSoon} lead={schoolIntro.comingSoonLead}>
        <ul className="grid gap-6 sm:grid-cols-3">
          {schoolCards.map((card, i) => (
            <li
              key={card.title}
              className="overflow-hidden rounded-card bg-paper shadow-card ring-1 ring-line/40"
            >
              <Image
                src={card.image.src}
                alt={card.image.alt}
                width={card.image.width}
                height={card.image.height}
                sizes="(max-width: 640px) 100vw, 33vw"
                preload={i === 0}
                className="h-auto w-full"
              />
              <h3 className="p-4 text-lg font-semibold text-navy">{card.title}</h3>
            </li>
          ))}
        </ul>
        <div className="mt-8">
          <JoinUsLink>{schoolIntro.notify}</JoinUsLink>
        </div>
      </Section>
    </>
  );
}

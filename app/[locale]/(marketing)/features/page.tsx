import { ImageCard } from "@/components/ui/image-card";
import { PageIntro } from "@/components/ui/page-intro";
import { featureCards } from "@/lib/content/features";
import { localeParams } from "@/lib/i18n/pages";
import { localizedMetadata } from "@/lib/seo";

export const generateMetadata = () =>
  localizedMetadata({
    title: "Features",
    description:
      "Everything a Coder House student gets beyond the classroom: Swayam recordings, company-specific marathon classes, the coder sheet, mentorship, contests, mock interviews and internships.",
    path: "/features",
  });

// English only so far: pre-rendered in the languages it exists in.
export const generateStaticParams = localeParams("/features");

export default function FeaturesPage() {
  return (
    <>
      <PageIntro
        title="Features"
        lead="Classes are where it starts. These are the tools, sessions and programs that take you from your first program to your first offer letter."
      />
      <div className="mx-auto max-w-page px-4 py-12">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {featureCards.map((card) => (
            <li key={card.href}>
              <ImageCard
                href={card.href}
                image={card.image}
                sizes="(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 25vw"
                title={card.title}
                titleAs="span"
              >
                <span className="mt-2 text-sm text-muted">{card.summary}</span>
              </ImageCard>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

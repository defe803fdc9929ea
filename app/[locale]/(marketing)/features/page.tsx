import { ImageCard } from "@/components/ui/image-card";
import { PageIntro } from "@/components/ui/page-intro";
import { featureCards, featuresPage } from "@/lib/content/features";
import { pageLocale } from "@/lib/i18n/page-locale";
import { inLocale } from "@/lib/i18n/text";
import { localizedMetadata } from "@/lib/seo";

export const generateMetadata = () =>
  localizedMetadata({
    title: featuresPage.title,
    description: featuresPage.description,
    path: "/features",
  });

export default async function FeaturesPage() {
  const locale = await pageLocale();
  const page = inLocale(featuresPage, locale);
  const cards = inLocale(featureCards, locale);
  return (
    <>
      <PageIntro title={page.title} lead={page.lead} />
      <div className="mx-auto max-w-page px-4 py-12">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {cards.map((card) => (
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

import { BackLink } from "@/components/ui/back-link";
import { ButtonLink } from "@/components/ui/button-link";
import { Carousel } from "@/components/ui/carousel";
import { ContentPicture } from "@/components/ui/content-picture";
import { ImageCard } from "@/components/ui/image-card";
import { PageIntro } from "@/components/ui/page-intro";
import { Section } from "@/components/ui/section";
import { homeBanners } from "@/lib/content/banners";
import { moonCoder as moonCoderText } from "@/lib/content/moon-coder";
import { pageLocale } from "@/lib/i18n/page-locale";
import { inLocale } from "@/lib/i18n/text";
import { localizedMetadata } from "@/lib/seo";
import { fillTemplate } from "@/lib/text";

export const generateMetadata = () =>
  localizedMetadata({
    title: moonCoderText.metaTitle,
    description: moonCoderText.description,
    path: "/moon-coder",
  });

function CheckIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="mt-1 h-5 w-5 shrink-0 text-leaf"
      fill="currentColor"
    >
      <path d="M8 13.6 4.4 10l-1.4 1.4L8 16.4 17 7.4 15.6 6z" />
    </svg>
  );
}

export default async function MoonCoderPage() {
  const locale = await pageLocale();
  const moonCoder = inLocale(moonCoderText, locale);
  return (
    <>
      <PageIntro
        title={moonCoder.title}
        lead={moonCoder.lead}
        before={<BackLink href={moonCoder.backHref} label={moonCoder.backLabel} />}
      />
      <div className="mx-auto grid max-w-page items-center gap-10 px-4 py-12 lg:grid-cols-2">
        <Carousel
          label={moonCoder.featuredLabel}
          intervalMs={moonCoder.featuredIntervalMs}
          transition="fade"
          className="-mx-2"
        >
          {homeBanners.map((banner, i) => (
            <ContentPicture
              key={banner.order}
              image={banner.image[locale]}
              sizes="(max-width: 1024px) calc(100vw - 2rem), 560px"
              preload={i === 0}
              className="h-auto w-full rounded-card shadow-card"
            />
          ))}
        </Carousel>
        <div className="space-y-4 text-lg text-ink">
          {moonCoder.intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>
      <Section id="benefits" tone="pale" title={moonCoder.benefitsTitle}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {moonCoder.benefits.map((b) => (
            <li key={b.title} className="flex gap-3 rounded-card bg-paper p-4 shadow-card">
              <CheckIcon />
              <span>
                <span className="block font-semibold text-navy">{b.title}</span>
                <span className="mt-1 block text-sm text-muted">{b.text}</span>
              </span>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="features" tone="navy" title={moonCoder.featuresTitle}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {moonCoder.features.map((f) => (
            <li key={f.title} className="rounded-card bg-slate p-5">
              <h3 className="text-lg font-semibold text-paper">{f.title}</h3>
              <p className="mt-2 text-paper">{f.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="practice-sets" title={moonCoder.galleryTitle} lead={moonCoder.galleryLead}>
        <ul className="grid gap-6 md:grid-cols-2">
          {moonCoder.gallery.map((card) => (
            <ImageCard
              key={card.href}
              as="li"
              size="lg"
              image={card.image}
              sizes="(max-width: 768px) calc(100vw - 2rem), 560px"
              title={card.title}
            >
              <p className="mt-3 flex-1 text-muted">{card.text}</p>
              <div className="mt-3">
                <ButtonLink href={card.href} download>
                  {card.buttonLabel}
                </ButtonLink>
                <p className="mt-2 text-sm text-muted">
                  {fillTemplate(moonCoder.downloadNote, { count: card.questionCount })}
                </p>
              </div>
            </ImageCard>
          ))}
        </ul>
      </Section>
    </>
  );
}

// The home page's student reviews, rotating every 3 s: the testimonials staff publish for the home
// page (kind "testimonial", lib/content-store/testimonials.ts). Samples say so, on the section
// and on each card, until real, consented reviews replace them.
import { ItemPicture } from "@/components/content/item-picture";
import { Carousel } from "@/components/ui/carousel";
import { Section } from "@/components/ui/section";
import {
  ratingLabel,
  reviewsCarouselLabel,
  reviewsTitle,
  sampleReviewLabel,
  sampleReviewsNote,
} from "@/lib/content/home";
import { shownIn } from "@/lib/content-store/optional-text";
import { published } from "@/lib/content-store/read";
import { inLocale } from "@/lib/i18n/text";
import { pageLocale } from "@/lib/i18n/page-locale";
import { StarRating } from "./star-rating";

export async function Reviews() {
  const locale = await pageLocale();
  const reviews = (await published("testimonial")).filter((t) => t.placement === "home");
  if (reviews.length === 0) return null;
  const copy = inLocale(
    { ratingLabel, reviewsCarouselLabel, reviewsTitle, sampleReviewLabel, sampleReviewsNote },
    locale,
  );
  const anySample = reviews.some((r) => r.sample);
  return (
    <Section
      id="reviews"
      title={copy.reviewsTitle}
      lead={anySample ? <span className="text-sm">{copy.sampleReviewsNote}</span> : undefined}
    >
      <Carousel
        label={copy.reviewsCarouselLabel}
        intervalMs={3000}
        perView="responsive"
        className="-mx-2"
      >
        {reviews.map((review, i) => {
          const text = shownIn(review.text, locale)!;
          const role = shownIn(review.role, locale);
          return (
            <figure
              key={i}
              className="flex h-full flex-col gap-3 rounded-card border border-line/40 bg-mist p-5"
            >
              {review.rating !== null && (
                <StarRating rating={review.rating} label={copy.ratingLabel} />
              )}
              <blockquote className="flex-1 text-ink">
                <p lang={text.lang}>{text.text}</p>
              </blockquote>
              <figcaption className="flex flex-wrap items-center justify-between gap-2">
                <span className="flex items-center gap-3">
                  {review.photo && (
                    <ItemPicture
                      picture={review.photo}
                      alt=""
                      sizes="48px"
                      className="h-12 w-12 rounded-pill object-cover"
                    />
                  )}
                  <span>
                    {review.name && (
                      <span className="block font-semibold text-navy">{review.name}</span>
                    )}
                    {role && (
                      <span className="block text-sm text-muted" lang={role.lang}>
                        {role.text}
                      </span>
                    )}
                  </span>
                </span>
                {review.sample && (
                  <span className="rounded-pill border border-line px-2 py-0.5 text-xs font-semibold text-muted">
                    {copy.sampleReviewLabel}
                  </span>
                )}
              </figcaption>
            </figure>
          );
        })}
      </Carousel>
    </Section>
  );
}

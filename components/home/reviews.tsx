import { Carousel } from "@/components/ui/carousel";
import { Section } from "@/components/ui/section";
import {
  ratingLabel,
  reviews,
  reviewsCarouselLabel,
  reviewsTitle,
  sampleReviewLabel,
  sampleReviewsNote,
} from "@/lib/content/home";
import { inLocale } from "@/lib/i18n/text";
import { pageLocale } from "@/lib/i18n/page-locale";
import { StarRating } from "./star-rating";

/** Student reviews, rotating every 3 s; sample reviews say so until real ones replace them. */
export async function Reviews() {
  const locale = await pageLocale();
  const copy = inLocale(
    {
      ratingLabel,
      reviews,
      reviewsCarouselLabel,
      reviewsTitle,
      sampleReviewLabel,
      sampleReviewsNote,
    },
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
        {copy.reviews.map((review) => (
          <figure
            key={review.name}
            className="flex h-full flex-col gap-3 rounded-card border border-line/40 bg-mist p-5"
          >
            <StarRating rating={review.rating} label={copy.ratingLabel} />
            <blockquote className="flex-1 text-ink">
              <p>{review.text}</p>
            </blockquote>
            <figcaption className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-semibold text-navy">{review.name}</span>
              {review.sample && (
                <span className="rounded-pill border border-line px-2 py-0.5 text-xs font-semibold text-muted">
                  {copy.sampleReviewLabel}
                </span>
              )}
            </figcaption>
          </figure>
        ))}
      </Carousel>
    </Section>
  );
}

import { Carousel } from "@/components/ui/carousel";
import { Section } from "@/components/ui/section";
import {
  reviews,
  reviewsCarouselLabel,
  reviewsTitle,
  sampleReviewLabel,
  sampleReviewsNote,
} from "@/lib/content/home";
import { StarRating } from "./star-rating";

/** Student reviews, rotating every 3 s; sample reviews say so until real ones replace them. */
export function Reviews() {
  const anySample = reviews.some((r) => r.sample);
  return (
    <Section
      id="reviews"
      title={reviewsTitle}
      lead={anySample ? <span className="text-sm">{sampleReviewsNote}</span> : undefined}
    >
      <Carousel
        label={reviewsCarouselLabel}
        intervalMs={3000}
        perView="responsive"
        className="-mx-2"
      >
        {reviews.map((review) => (
          <figure
            key={review.name}
            className="flex h-full flex-col gap-3 rounded-card border border-line/40 bg-mist p-5"
          >
            <StarRating rating={review.rating} />
            <blockquote className="flex-1 text-ink">
              <p>{review.text}</p>
            </blockquote>
            <figcaption className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-semibold text-navy">{review.name}</span>
              {review.sample && (
                <span className="rounded-pill border border-line px-2 py-0.5 text-xs font-semibold text-muted">
                  {sampleReviewLabel}
                </span>
              )}
            </figcaption>
          </figure>
        ))}
      </Carousel>
    </Section>
  );
}

import { fillTemplate } from "@/lib/text";

const MAX_RATING = 5;
/** One star in a 20 × 20 box, drawn from its top point in relative steps so it can be moved. */
const STAR = "l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.8-5.2 2.8 1-5.8-4.3-4.1 5.9-.9z";
const STAR_SIZE = 20;

/** The stars from `from` up to (not including) `to`, side by side, as one path. */
const stars = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, i) => `M${(from + i) * STAR_SIZE + 10} 1.5${STAR}`).join(
    "",
  );

/**
 * Five stars, read out as "Rated N out of 5" (`label`, a template with {rating} and {max}, in the
 * page's language); the digits beside them say the same to the eye.
 */
export function StarRating({ rating, label: template }: { rating: number; label: string }) {
  const label = fillTemplate(template, { rating, max: MAX_RATING });
  return (
    <p className="flex items-center gap-2">
      {/* One drawing rather than five: a review list carries one per review, each a node the
          page's script walks when it starts. */}
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${MAX_RATING * STAR_SIZE} ${STAR_SIZE}`}
        className="h-5 w-[6.25rem] stroke-navy"
        strokeWidth="1.2"
        strokeLinejoin="round"
      >
        <path d={stars(0, rating)} className="fill-orange" />
        {rating < MAX_RATING && <path d={stars(rating, MAX_RATING)} className="fill-paper" />}
      </svg>
      <span aria-hidden="true" className="text-sm font-semibold text-muted">
        {rating}/{MAX_RATING}
      </span>
    </p>
  );
}

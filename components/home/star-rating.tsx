import { fillTemplate } from "@/lib/text";

const MAX_RATING = 5;
const STAR = "M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.9z";

/**
 * Five stars, read out as "Rated N out of 5" (`label`, a template with {rating} and {max}, in the
 * page's language); the digits beside them say the same to the eye.
 */
export function StarRating({ rating, label: template }: { rating: number; label: string }) {
  const label = fillTemplate(template, { rating, max: MAX_RATING });
  return (
    <p className="flex items-center gap-2">
      <span role="img" aria-label={label} className="flex gap-0.5">
        {Array.from({ length: MAX_RATING }, (_, i) => (
          <svg
            key={i}
            aria-hidden="true"
            viewBox="0 0 20 20"
            className={`h-5 w-5 stroke-navy ${i < rating ? "fill-orange" : "fill-paper"}`}
            strokeWidth="1.2"
            strokeLinejoin="round"
          >
            <path d={STAR} />
          </svg>
        ))}
      </span>
      <span aria-hidden="true" className="text-sm font-semibold text-muted">
        {rating}/{MAX_RATING}
      </span>
    </p>
  );
}

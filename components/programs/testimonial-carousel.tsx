// The College Programs page's head-of-department quotes (kind "testimonial", placement "college":
// lib/content-store/testimonials.ts), rotating every 5 s. While any is a sample, a visible note
// says so.
import { ItemPicture } from "@/components/content/item-picture";
import { Carousel } from "@/components/ui/carousel";
import { shownIn } from "@/lib/content-store/optional-text";
import type { Testimonial } from "@/lib/content-store/testimonials";
import type { Locale } from "@/lib/i18n/locales";

/** The spec's testimonial rotation interval. */
export const TESTIMONIAL_INTERVAL_MS = 5000;

type TestimonialCarouselProps = {
  testimonials: Testimonial[];
  locale: Locale;
  label: string;
  note: string;
};

export function TestimonialCarousel({
  testimonials,
  locale,
  label,
  note,
}: TestimonialCarouselProps) {
  const hasSamples = testimonials.some((t) => t.sample);
  return (
    <div>
      {hasSamples && (
        <p className="mb-6 max-w-3xl rounded-card border-2 border-dashed border-line bg-paper px-4 py-3 text-sm text-ink">
          {note}
        </p>
      )}
      <Carousel label={label} intervalMs={TESTIMONIAL_INTERVAL_MS}>
        {testimonials.map((t, i) => {
          const quote = shownIn(t.text, locale)!;
          const role = shownIn(t.role, locale);
          return (
            <figure
              key={i}
              className="mx-auto flex min-h-56 max-w-3xl flex-col justify-center rounded-card bg-paper p-6 text-center shadow-card sm:p-10"
            >
              <blockquote className="text-lg text-ink sm:text-xl">
                <p lang={quote.lang}>“{quote.text}”</p>
              </blockquote>
              {t.photo && (
                <ItemPicture
                  picture={t.photo}
                  alt=""
                  sizes="64px"
                  className="mx-auto mt-4 h-16 w-16 rounded-pill object-cover"
                />
              )}
              <figcaption className="mt-4 font-semibold text-leaf">
                {t.name}
                {t.name && role && ", "}
                {role && <span lang={role.lang}>{role.text}</span>}
              </figcaption>
            </figure>
          );
        })}
      </Carousel>
    </div>
  );
}

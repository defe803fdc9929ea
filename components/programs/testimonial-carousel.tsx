import { Carousel } from "@/components/ui/carousel";
import type { Testimonial } from "@/lib/content/college";

/** The spec's testimonial rotation interval. */
export const TESTIMONIAL_INTERVAL_MS = 5000;

type TestimonialCarouselProps = { testimonials: Testimonial[]; label: string; note: string };

/** Head-of-department quotes. Sample quotes carry a visible note saying so. */
export function TestimonialCarousel({ testimonials, label, note }: TestimonialCarouselProps) {
  const hasSamples = testimonials.some((t) => t.sample);
  return (
    <div>
      {hasSamples && (
        <p className="mb-6 max-w-3xl rounded-card border-2 border-dashed border-line bg-paper px-4 py-3 text-sm text-ink">
          {note}
        </p>
      )}
      <Carousel label={label} intervalMs={TESTIMONIAL_INTERVAL_MS}>
        {testimonials.map((t) => (
          <figure
            key={t.quote}
            className="mx-auto flex min-h-56 max-w-3xl flex-col justify-center rounded-card bg-paper p-6 text-center shadow-card sm:p-10"
          >
            <blockquote className="text-lg text-ink sm:text-xl">
              <p>“{t.quote}”</p>
            </blockquote>
            <figcaption className="mt-4 font-semibold text-leaf">{t.role}</figcaption>
          </figure>
        ))}
      </Carousel>
    </div>
  );
}

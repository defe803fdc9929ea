import { Carousel } from "@/components/ui/carousel";
import { ContentPicture } from "@/components/ui/content-picture";
import type { CaptionedImage } from "@/lib/content/college";

/** The spec's moments rotation interval (paused on hover by the carousel). */
export const MOMENTS_INTERVAL_MS = 5000;

export function MomentsCarousel({ moments, label }: { moments: CaptionedImage[]; label: string }) {
  return (
    <Carousel label={label} intervalMs={MOMENTS_INTERVAL_MS} className="mx-auto max-w-3xl">
      {moments.map((m) => (
        <figure key={m.title} className="overflow-hidden rounded-card bg-paper shadow-card">
          <ContentPicture
            image={m.image}
            sizes="(max-width: 800px) 100vw, 48rem"
            className="h-auto w-full"
          />
          <figcaption className="p-4">
            <span className="block text-lg font-semibold text-navy">{m.title}</span>
            <span className="text-muted">{m.caption}</span>
          </figcaption>
        </figure>
      ))}
    </Carousel>
  );
}

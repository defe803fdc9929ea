// The College Programs page's Moments: one captioned picture per slide (kind "gallery", gallery
// "moments": lib/content-store/gallery.ts), each with its title and caption when it has them.
import { ItemPicture } from "@/components/content/item-picture";
import { Carousel } from "@/components/ui/carousel";
import type { GalleryPhoto } from "@/lib/content-store/gallery";
import { shownIn } from "@/lib/content-store/optional-text";
import type { Locale } from "@/lib/i18n/locales";

/** The spec's moments rotation interval (paused on hover by the carousel). */
export const MOMENTS_INTERVAL_MS = 5000;

type MomentsCarouselProps = { moments: GalleryPhoto[]; label: string; locale: Locale };

export function MomentsCarousel({ moments, label, locale }: MomentsCarouselProps) {
  return (
    <Carousel label={label} intervalMs={MOMENTS_INTERVAL_MS} className="mx-auto max-w-3xl">
      {moments.map((m, i) => {
        const alt = shownIn(m.alt, locale)!;
        const title = shownIn(m.title, locale);
        const caption = shownIn(m.caption, locale);
        return (
          <figure key={i} className="overflow-hidden rounded-card bg-paper shadow-card">
            <ItemPicture
              picture={m.photo}
              alt={alt.text}
              lang={alt.lang}
              sizes="(max-width: 800px) 100vw, 48rem"
              className="h-auto w-full"
            />
            {(title || caption) && (
              <figcaption className="p-4">
                {title && (
                  <span className="block text-lg font-semibold text-navy" lang={title.lang}>
                    {title.text}
                  </span>
                )}
                {caption && (
                  <span className="text-muted" lang={caption.lang}>
                    {caption.text}
                  </span>
                )}
              </figcaption>
            )}
          </figure>
        );
      })}
    </Carousel>
  );
}

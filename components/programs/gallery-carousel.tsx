// A gallery of the College Programs page (kind "gallery", lib/content-store/gallery.ts): 1/2/3/4
// pictures per slide by width, every 3 s, wrapping. A picture with a title or caption is a figure;
// one without is drawn alone, as today's placeholder cards are.
import { ItemPicture } from "@/components/content/item-picture";
import { Carousel } from "@/components/ui/carousel";
import type { GalleryPhoto } from "@/lib/content-store/gallery";
import { shownIn } from "@/lib/content-store/optional-text";
import type { Locale } from "@/lib/i18n/locales";

/** The spec's gallery rotation interval. */
export const GALLERY_INTERVAL_MS = 3000;

const SIZES = "(max-width: 480px) 100vw, (max-width: 768px) 50vw, (max-width: 1024px) 33vw, 18rem";

type GalleryCarouselProps = { photos: GalleryPhoto[]; label: string; locale: Locale };

export function GalleryCarousel({ photos, label, locale }: GalleryCarouselProps) {
  return (
    <Carousel label={label} intervalMs={GALLERY_INTERVAL_MS} perView="responsive">
      {photos.map((photo, i) => {
        const alt = shownIn(photo.alt, locale)!;
        const title = shownIn(photo.title, locale);
        const caption = shownIn(photo.caption, locale);
        const picture = (
          <ItemPicture
            key={i}
            picture={photo.photo}
            alt={alt.text}
            lang={alt.lang}
            sizes={SIZES}
            className="h-auto w-full rounded-card"
          />
        );
        if (!title && !caption) return picture;
        return (
          <figure key={i}>
            {picture}
            <figcaption className="mt-2 text-sm">
              {title && (
                <span className="block font-semibold text-navy" lang={title.lang}>
                  {title.text}
                </span>
              )}
              {caption && (
                <span className="text-muted" lang={caption.lang}>
                  {caption.text}
                </span>
              )}
            </figcaption>
          </figure>
        );
      })}
    </Carousel>
  );
}

import { Carousel } from "@/components/ui/carousel";
import { ContentPicture } from "@/components/ui/content-picture";
import type { GalleryImage } from "@/lib/content/college";

/** The spec's gallery rotation: 1/2/3/4 images per slide by width, every 3 s, wrapping. */
export const GALLERY_INTERVAL_MS = 3000;

export function GalleryCarousel({ images, label }: { images: GalleryImage[]; label: string }) {
  return (
    <Carousel label={label} intervalMs={GALLERY_INTERVAL_MS} perView="responsive">
      {images.map((img) => (
        <ContentPicture
          key={img.id}
          image={img}
          sizes="(max-width: 480px) 100vw, (max-width: 768px) 50vw, (max-width: 1024px) 33vw, 18rem"
          className="h-auto w-full rounded-card"
        />
      ))}
    </Carousel>
  );
}

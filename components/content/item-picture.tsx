// The picture of an item staff edit (lib/content-store/picture.ts): an uploaded photo as a plain
// <img> over its stored WebP sizes (they were sized at upload, so no image optimizer is needed),
// or one of today's images under public/ exactly as pages draw them today (ContentPicture).
import { ContentPicture } from "@/components/ui/content-picture";
import { photoSources } from "@/lib/content-store/photo-sources";
import { type Picture, isUploaded } from "@/lib/content-store/picture";
import type { Locale } from "@/lib/i18n/locales";

type ItemPictureProps = {
  picture: Picture;
  /** "" where a name right beside it says who it is. */
  alt: string;
  /** The alt text's language when it is not the page's (English on a Hindi page). */
  lang?: Locale;
  /** How wide the page shows it, for the browser's choice of file. */
  sizes: string;
  className?: string;
};

export function ItemPicture({ picture, alt, lang, sizes, className }: ItemPictureProps) {
  if (isUploaded(picture)) {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- sized at upload, see above
      <img
        {...photoSources(picture, sizes)}
        alt={alt}
        lang={lang}
        loading="lazy"
        decoding="async"
        className={className}
      />
    );
  }
  return (
    <ContentPicture image={{ ...picture, alt }} sizes={sizes} lang={lang} className={className} />
  );
}

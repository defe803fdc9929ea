import { getImageProps, type ImageProps } from "next/image";
import { preload as preloadResource } from "react-dom";
import type { ContentImage } from "@/lib/content/image";

type ContentPictureProps = Omit<ImageProps, "src" | "alt" | "width" | "height"> & {
  image: ContentImage;
  /** Replaces the image's own text, e.g. "" where a name right beside it says who it is. */
  alt?: string;
};

/**
 * A content image: its path, text and intrinsic size come from the content, its `srcset` from
 * next/image's optimizer. A plain <img> rendered where it is used, not next/image's component:
 * that one is a client component, so every picture of a server page was sent to the phone as
 * script and hydrated, for an element that never changes once drawn.
 */
export function ContentPicture({ image, alt = image.alt, ...props }: ContentPictureProps) {
  const { props: img } = getImageProps({
    src: image.src,
    alt,
    width: image.width,
    height: image.height,
    ...props,
  });
  if (props.preload || props.priority) {
    // What next/image's `preload` does: the browser asks for the right size from the <head>.
    preloadResource(img.src, {
      as: "image",
      imageSrcSet: img.srcSet,
      imageSizes: img.sizes,
      fetchPriority: props.fetchPriority,
    });
  }
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, see above
  return <img {...img} alt={alt} />;
}

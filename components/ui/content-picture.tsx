import Image, { type ImageProps } from "next/image";
import type { ContentImage } from "@/lib/content/image";

type ContentPictureProps = Omit<ImageProps, "src" | "alt" | "width" | "height"> & {
  image: ContentImage;
  /** Replaces the image's own text, e.g. "" where a name right beside it says who it is. */
  alt?: string;
};

/** A content image through next/image: its path, text and intrinsic size come from the content. */
export function ContentPicture({ image, alt = image.alt, ...props }: ContentPictureProps) {
  return <Image src={image.src} alt={alt} width={image.width} height={image.height} {...props} />;
}

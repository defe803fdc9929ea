// The picture of an edited item (a mentor's portrait, a testimonial's photo, a gallery image): a
// photo staff uploaded (stored at its sizes under /media/<id>/: ./photos.ts), or one of today's
// images under public/images, which is what the seeds carry so a fresh clone shows exactly the
// pictures it shows today. Pages draw either with components/content/item-picture.tsx.
// Isomorphic: the editor's forms check with it.
import { z } from "zod";
import { imageSchema } from "@/lib/content/image";
import type { PhotoSize } from "./photo-sources";

const size = z.number().int().positive().max(20_000);

/** An uploaded photo, as POST /api/staff/content/photos answers it (its id is a hash). */
export const uploadedPhotoSchema = z
  .object({
    id: z.string().regex(/^[0-9a-f]{32}$/, "Upload the photo again."),
    width: size,
    height: size,
  })
  .strict();

/** One of today's images, shipped under public/images. */
export const staticImageSchema = z
  .object({ src: imageSchema.shape.src, width: size, height: size })
  .strict();
export type StaticImage = z.infer<typeof staticImageSchema>;

export const pictureSchema = z.union([uploadedPhotoSchema, staticImageSchema], {
  error: "Upload a photo.",
});
export type Picture = PhotoSize | StaticImage;

export const isUploaded = (picture: Picture): picture is PhotoSize => "id" in picture;

/** The static image of a content image (its alt text is kept by the item, in both languages). */
export const staticImage = ({ src, width, height }: StaticImage): StaticImage => ({
  src,
  width,
  height,
});

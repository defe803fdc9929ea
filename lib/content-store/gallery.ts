// The photos of the College Programs page's three galleries (Moments, Moments of Encouragement,
// Words of Encouragement), as staff keep them: the picture, its alt text in both languages, which
// gallery shows it, and an optional title and caption. Today's placeholder cards are the seeds, in
// today's order. Isomorphic: the editor's form checks with the same schema the server does.
import { z } from "zod";
import { memoryImages, moments, reviewImages } from "@/lib/content/college";
import { NO_TEXT, optionalTextSchema } from "./optional-text";
import { pictureSchema, staticImage } from "./picture";
import { editedTextSchema } from "./text";

export const GALLERIES = ["moments", "memories", "reviews"] as const;
export type GalleryName = (typeof GALLERIES)[number];

/** What the editor calls each gallery: its heading on the page. */
export const GALLERY_LABELS: Record<GalleryName, string> = {
  moments: "Moments",
  memories: "Moments of Encouragement",
  reviews: "Words of Encouragement",
};

export const galleryPhotoSchema = z
  .object({
    gallery: z.enum(GALLERIES, { error: "Choose the gallery that shows it." }),
    photo: pictureSchema,
    /** What the picture shows, for those who cannot see it. */
    alt: editedTextSchema,
    /** Shown over the caption (the Moments gallery names each moment). */
    title: optionalTextSchema(100),
    caption: optionalTextSchema(300),
  })
  .strict();
export type GalleryPhoto = z.infer<typeof galleryPhotoSchema>;

/** Today's galleries (lib/content/college.ts), each in its order. */
export const seedGalleryPhotos: GalleryPhoto[] = [
  ...moments.map((m) => ({
    gallery: "moments" as const,
    photo: staticImage(m.image),
    alt: m.image.alt,
    title: m.title,
    caption: m.caption,
  })),
  ...memoryImages.map((img) => ({
    gallery: "memories" as const,
    photo: staticImage(img),
    alt: img.alt,
    title: NO_TEXT,
    caption: NO_TEXT,
  })),
  ...reviewImages.map((img) => ({
    gallery: "reviews" as const,
    photo: staticImage(img),
    alt: img.alt,
    title: NO_TEXT,
    caption: NO_TEXT,
  })),
].map((item) => galleryPhotoSchema.parse(item));

export const blankGalleryPhoto = {
  gallery: "memories",
  photo: null,
  alt: NO_TEXT,
  title: NO_TEXT,
  caption: NO_TEXT,
};

/** The editor's name for an item: its gallery and what it shows. */
export const galleryPhotoTitle = (item: GalleryPhoto) =>
  `${GALLERY_LABELS[item.gallery]}: ${item.alt.en}`;

// Where an uploaded photo's files are: each stored size under /media/<id>/ ("640.webp"), and the
// src, srcset and size a page puts on a plain <img>. The files are sized when they are uploaded
// (lib/content-store/photos.ts), so pages need no image optimizer for them. Isomorphic: pages, the
// staff editor and the upload handler read it.

/** The widths every photo is stored at as WebP, smallest first; never wider than the picture. */
export const PHOTO_WIDTHS = [320, 640, 1024, 1600] as const;

export type PhotoFileType = "image/webp" | "image/jpeg";
export type PhotoFile = { name: string; type: PhotoFileType; width: number };
/** A stored photo: `width` and `height` are those of its largest file. */
export type PhotoSize = { id: string; width: number; height: number };

/**
 * The WebP widths of a picture `width` pixels wide: every stored width that needs no upscaling, or
 * its own width alone when it is narrower than the smallest. The largest of them is the photo's
 * width, so the list made from the stored width is the list that was stored.
 */
export function photoWidths(width: number): number[] {
  const fitting = PHOTO_WIDTHS.filter((w) => w <= width);
  return fitting.length > 0 ? fitting : [width];
}

/** Every file of a photo: its WebP sizes, and one JPEG at the largest width for link previews. */
export function photoFiles(width: number): PhotoFile[] {
  const widths = photoWidths(width);
  const largest = widths.at(-1)!;
  return [
    ...widths.map((w): PhotoFile => ({ name: `${w}.webp`, type: "image/webp", width: w })),
    { name: `${largest}.jpg`, type: "image/jpeg", width: largest },
  ];
}

/** The address of one file of a photo. */
export const photoPath = (id: string, name: string) => `/media/${id}/${name}`;

/** The JPEG for link previews (Open Graph), which not every reader of those takes as WebP. */
export const photoPreview = (photo: PhotoSize) => photoPath(photo.id, `${photo.width}.jpg`);

/**
 * What a page spreads on an <img>: the largest WebP as src, every WebP size in srcSet, the size
 * that keeps the page from jumping while it loads, and `sizes` (how wide the page shows it).
 */
export function photoSources(photo: PhotoSize, sizes = "100vw") {
  const widths = photoWidths(photo.width);
  return {
    src: photoPath(photo.id, `${widths.at(-1)}.webp`),
    srcSet: widths.map((w) => `${photoPath(photo.id, `${w}.webp`)} ${w}w`).join(", "),
    width: photo.width,
    height: photo.height,
    sizes,
  };
}

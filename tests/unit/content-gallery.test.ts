/** @jest-environment node */
// The gallery photos staff edit (lib/content-store/gallery.ts): a fresh install shows today's
// three galleries of College Programs exactly (pictures, alt text, titles, order); a new picture
// needs an upload and what it shows in English, and belongs to one of the three galleries.
import {
  type GalleryPhoto,
  blankGalleryPhoto,
  galleryPhotoSchema,
  seedGalleryPhotos,
} from "@/lib/content-store/gallery";
import { memoryImages, moments, reviewImages } from "@/lib/content/college";

const photo = { id: "0123456789abcdef0123456789abcdef", width: 1600, height: 1200 };
const hackathon: GalleryPhoto = {
  ...blankGalleryPhoto,
  gallery: "memories",
  photo,
  alt: { en: "Students presenting their project at the hackathon", hi: "" },
} as GalleryPhoto;

function refusals(value: unknown): Record<string, string> {
  const result = galleryPhotoSchema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

const shown = (g: GalleryPhoto["gallery"]) =>
  seedGalleryPhotos.filter((p) => p.gallery === g).map((p) => [p.photo, p.alt, p.title, p.caption]);
const image = (i: { src: string; width: number; height: number }) => ({
  src: i.src,
  width: i.width,
  height: i.height,
});
const none = { en: "", hi: "" };

describe("today's galleries, the seeds", () => {
  it("are the two moments with their titles and captions", () => {
    expect(shown("moments")).toEqual(
      moments.map((m) => [image(m.image), m.image.alt, m.title, m.caption]),
    );
  });

  it("are the 14 memory and 8 review cards, in order, with their alt text", () => {
    expect(shown("memories")).toEqual(memoryImages.map((i) => [image(i), i.alt, none, none]));
    expect(shown("reviews")).toEqual(reviewImages.map((i) => [image(i), i.alt, none, none]));
    expect(seedGalleryPhotos.map((p) => p.gallery)).toEqual([
      ...Array(2).fill("moments"),
      ...Array(14).fill("memories"),
      ...Array(8).fill("reviews"),
    ]);
  });
});

describe("the schema's messages", () => {
  it("asks for the picture and what it shows", () => {
    expect(refusals(blankGalleryPhoto)).toEqual({
      photo: "Upload a photo.",
      "alt.en": "Write the English text.",
    });
    expect(galleryPhotoSchema.parse(hackathon)).toEqual(hackathon);
  });

  it("refuses a gallery the page does not have, a file outside public/images and unknown fields", () => {
    expect(refusals({ ...hackathon, gallery: "campus" })).toEqual({
      gallery: "Choose the gallery that shows it.",
    });
    expect(
      refusals({ ...hackathon, photo: { src: "https://x.test/a.jpg", width: 1, height: 1 } }),
    ).toEqual({ "photo.src": "must be a local path under /images/" });
    expect(galleryPhotoSchema.safeParse({ ...hackathon, theme: "Batch photo" }).success).toBe(
      false,
    );
  });

  it("takes a caption without a title, but never Hindi without English", () => {
    const caption = { en: "Results day, 2025", hi: "रिज़ल्ट का दिन, 2025" };
    expect(galleryPhotoSchema.safeParse({ ...hackathon, caption }).success).toBe(true);
    expect(refusals({ ...hackathon, title: { en: "", hi: "हैकाथॉन" } })).toEqual({
      "title.en": "Write the English too: Hindi pages fall back to it.",
    });
  });
});

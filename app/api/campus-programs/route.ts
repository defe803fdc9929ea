// GET /api/campus-programs – the campus program objects of SPEC section 3 (plus currency), in
// English: the API answers the same JSON whatever language the site is read in.
import { campusPrograms } from "@/lib/content/campus";
import { inLocale } from "@/lib/i18n/text";

export const dynamic = "force-static";

export function GET() {
  const programs = inLocale(campusPrograms, "en").map(({ image, ...program }) => ({
    ...program,
    image: image.src,
    image_alt: image.alt,
  }));
  return Response.json(programs, {
    headers: { "Cache-Control": "public, max-age=300, s-maxage=3600" },
  });
}

// GET /api/campus-programs – the campus program objects of SPEC section 3 (plus currency).
import { campusPrograms } from "@/lib/content/campus";

export const dynamic = "force-static";

export function GET() {
  const programs = campusPrograms.map(({ image, ...program }) => ({
    ...program,
    image: image.src,
    image_alt: image.alt,
  }));
  return Response.json(programs, {
    headers: { "Cache-Control": "public, max-age=300, s-maxage=3600" },
  });
}

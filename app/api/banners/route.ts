// GET /api/banners – the home hero's banners (also on Moon Coder), sorted by `order`: the English
// pictures, as the spec's { HomeBanner } answer gives one picture per banner.
import { homeBanners } from "@/lib/content/banners";

export const dynamic = "force-static";

export function GET() {
  const HomeBanner = [...homeBanners]
    .sort((a, b) => a.order - b.order)
    .map((b) => ({ image: b.image.en.src, alt: b.image.en.alt, order: b.order }));
  return Response.json(
    { HomeBanner },
    { headers: { "Cache-Control": "public, max-age=300, s-maxage=3600" } },
  );
}

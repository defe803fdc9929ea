import { notFound, permanentRedirect } from "next/navigation";
import { canonicalPathFor } from "@/lib/routes";

// Reached only when no page matches, so known pages never pay for it: a letter-case variant of a
// known path (old links, typed addresses) gets a permanent redirect; anything else is a 404.
export default async function UnknownPath({ params }: { params: Promise<{ slug: string[] }> }) {
  const { slug } = await params;
  const canonical = canonicalPathFor(`/${slug.join("/")}`);
  if (canonical) permanentRedirect(canonical);
  notFound();
}

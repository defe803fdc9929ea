// Each problem platform's browser at its own address (the registry's paths,
// lib/platforms/registry.ts). Any other one-segment address is no platform's and
// gets what the catch-all route gives it (a letter-case redirect or the 404).
import { loadLive } from "@/components/learning/load-live";
import { browserMetadata, ProblemBrowserPage } from "@/components/learning/problem-browser-page";
import { apiUrlOf, shownQuery } from "@/components/learning/problem-platforms";
import { type PlatformId, platformOf } from "@/lib/platforms/registry";
import { getPage, getTags } from "@/lib/services/live-data";
import UnknownPath, { generateMetadata as unknownPathMetadata } from "../../[...slug]/page";

type Props = {
  params: Promise<{ locale: string; platform: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The platform of an address, if it is one's exactly as the registry spells it. */
const platformAt = (segment: string) => {
  const platform = platformOf(segment);
  return platform && platform.path === `/${segment}` ? platform : null;
};

export async function generateMetadata({ params }: Pick<Props, "params">) {
  const { locale, platform: segment } = await params;
  const platform = platformAt(segment);
  if (platform) return browserMetadata(platform.path);
  // No platform's address: the catch-all's title and noindex, as its 404 body is drawn from there.
  return unknownPathMetadata({ params: Promise.resolve({ locale, slug: [segment] }) });
}

export default async function PlatformPage({ params, searchParams }: Props) {
  const { locale, platform: segment } = await params;
  const platform = platformAt(segment);
  if (!platform) return UnknownPath({ params: Promise.resolve({ locale, slug: [segment] }) });
  const id = platform.id as PlatformId;
  // "For your level" needs a handle; without one the address shows the whole list.
  const query = shownQuery(id, platform.query.read(await searchParams));
  const [initial, tags] = await Promise.all([
    loadLive(apiUrlOf(id, query), async () => (await getPage(id, query)).page),
    platform.extras.tags ? getTags(id).catch(() => []) : [],
  ]);
  return <ProblemBrowserPage platform={id} path={platform.path} initial={initial} tags={tags} />;
}

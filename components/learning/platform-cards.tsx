import { ContentPicture } from "@/components/ui/content-picture";
import { Link } from "@/components/ui/link";
import type { Platform } from "@/lib/content/coding-resources";

type PlatformCardsProps = {
  platforms: Platform[];
  /** Heading level of each card's name, to fit the page's outline. */
  headingLevel?: "h2" | "h3";
  /** Leave out the platform of the current page. */
  exclude?: Platform["href"];
};

/** Cards leading to the problem browsers; the whole card is the link's tap area. */
export function PlatformCards({ platforms, headingLevel = "h3", exclude }: PlatformCardsProps) {
  const Heading = headingLevel;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {platforms
        .filter((p) => p.href !== exclude)
        .map((p) => (
          <li
            key={p.href}
            className="relative flex flex-col gap-4 rounded-card bg-paper p-5 shadow-card ring-1 ring-line/40 transition-shadow hover:shadow-lift"
          >
            <ContentPicture
              image={p.logo}
              sizes="160px"
              className="h-20 w-40 rounded-card ring-1 ring-line/30"
            />
            <Heading className="text-xl font-semibold text-navy">
              <Link
                href={p.href}
                className="underline-offset-4 after:absolute after:inset-0 after:rounded-card hover:underline"
              >
                {p.name}
              </Link>
            </Heading>
            <p className="text-muted">{p.text}</p>
          </li>
        ))}
    </ul>
  );
}

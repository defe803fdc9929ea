import type { ReactNode } from "react";
import { Link } from "@/components/ui/link";
import type { ContentImage } from "@/lib/content/image";
import { ContentPicture } from "./content-picture";

const FRAME =
  "flex h-full flex-col overflow-hidden rounded-card bg-paper shadow-card ring-1 ring-line/40";

/** Padding of the text under the picture and the size of the title. */
const SIZES = {
  md: { body: "p-4", title: "text-lg" },
  lg: { body: "p-5", title: "text-xl" },
} as const;

type ImageCardProps = {
  /** Shown full width on top of the card. */
  image: ContentImage;
  /** next/image `sizes`: the card's width at each breakpoint of its grid. */
  sizes: string;
  /** Load the picture early: the first card when it is the largest thing on screen. */
  preload?: boolean;
  title: ReactNode;
  /**
   * The title's element: a heading at the page outline's level, or "span" inside a card link,
   * whose text (picture, title and body) already names the link.
   */
  titleAs?: "h2" | "h3" | "span";
  size?: keyof typeof SIZES;
  /** Makes the whole card one link to this address. */
  href?: string;
  /** The card's element when it is not a link, e.g. "li" when the card is the list item. */
  as?: "article" | "li" | "div";
  /** Under the title: text, then any footer. Children space themselves (e.g. `mt-1`). */
  children?: ReactNode;
};

/**
 * A card with a picture across its top and a title and text below: the features tiles, the
 * mentorship experts, the practice-set downloads and the school programs. Cards in one grid row
 * stretch to the same height.
 */
export function ImageCard({
  image,
  sizes,
  preload,
  title,
  titleAs: Title = "h3",
  size = "md",
  href,
  as: Card = "article",
  children,
}: ImageCardProps) {
  const { body, title: titleSize } = SIZES[size];
  // Inside a link everything is phrasing content, so the body is a span there.
  const Body = href ? "span" : "div";
  const contents = (
    <>
      <ContentPicture image={image} sizes={sizes} preload={preload} className="h-auto w-full" />
      <Body className={`flex flex-1 flex-col ${body}`}>
        <Title
          className={`${titleSize} font-semibold text-navy${href ? " group-hover:underline" : ""}`}
        >
          {title}
        </Title>
        {children}
      </Body>
    </>
  );
  if (href) {
    return (
      <Link href={href} className={`group ${FRAME} transition-shadow hover:shadow-lift`}>
        {contents}
      </Link>
    );
  }
  return <Card className={FRAME}>{contents}</Card>;
}

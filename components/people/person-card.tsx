import { ContentPicture } from "@/components/ui/content-picture";
import type { Person } from "@/lib/content/people";
import type { InLocale } from "@/lib/i18n/text";

type PersonCardProps = {
  /** The person, resolved to the page's language. */
  person: InLocale<Person>;
  /** A line under the name: a role, a college. */
  detail?: string;
  /** The name's element, e.g. "h3" where each person heads their own card. */
  as?: "p" | "h3" | "h4";
  className?: string;
};

/**
 * A round portrait with the person's name beneath. The image is marked decorative because the
 * name right under it says who it is (screen readers would otherwise hear the name twice).
 */
export function PersonCard({ person, detail, as: Name = "p", className = "" }: PersonCardProps) {
  return (
    <div className={`flex flex-col items-center text-center ${className}`}>
      <ContentPicture
        image={person.photo}
        alt=""
        sizes="112px"
        className="h-28 w-28 rounded-pill object-cover ring-4 ring-pale"
      />
      <Name className="mt-3 font-semibold text-navy">{person.name}</Name>
      {detail && <p className="text-sm text-muted">{detail}</p>}
    </div>
  );
}

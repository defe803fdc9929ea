import type { Ambassador } from "@/lib/content/people";
import type { InLocale } from "@/lib/i18n/text";
import { PersonCard } from "./person-card";

/** The ambassadors: each one's portrait, name and college. */
export function AmbassadorsGrid({ people }: { people: InLocale<Ambassador>[] }) {
  return (
    <ul className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4">
      {people.map((a) => (
        <li key={a.name}>
          <PersonCard person={a} detail={a.college} as="h3" />
        </li>
      ))}
    </ul>
  );
}

import type { TeamSection } from "@/lib/content/people";
import type { InLocale } from "@/lib/i18n/text";
import { PersonCard } from "@/components/people/person-card";

/** Mentors, Tech Team and Supporting Team: each member's portrait, name and role. */
export function TeamSections({ sections }: { sections: InLocale<TeamSection>[] }) {
  return (
    <div className="space-y-12">
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={`${section.id}-title`}>
          <h3 id={`${section.id}-title`} className="text-xl font-semibold text-navy">
            {section.title}
          </h3>
          <ul className="mt-6 grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-5">
            {section.members.map((m) => (
              <li key={m.name}>
                <PersonCard person={m} detail={m.role} as="h4" />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

import { ButtonLink } from "@/components/ui/button-link";
import type { ProgramTier } from "@/lib/content/college";
import { fillTemplate } from "@/lib/text";

type TierCardsProps = {
  tiers: ProgramTier[];
  hoursUnit: string;
  viewProgram: string;
  /** Read out after viewProgram: "for the {hours}-hour plan". */
  viewProgramFor: string;
};

/** The college program lengths, each opening its outline document in a new tab. */
export function TierCards({ tiers, hoursUnit, viewProgram, viewProgramFor }: TierCardsProps) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
      {tiers.map((tier) => (
        <li
          key={tier.hours}
          className="flex flex-col overflow-hidden rounded-card bg-paper shadow-card ring-1 ring-line/40"
        >
          <h3 className="bg-navy px-5 py-6 text-lime">
            <span className="block text-5xl font-semibold leading-none">{tier.hours}</span>
            <span className="mt-1 block text-sm font-semibold tracking-widest">{hoursUnit}</span>
          </h3>
          <div className="flex flex-1 flex-col gap-4 p-5">
            <p className="flex-1 text-ink">{tier.focus}</p>
            <ButtonLink href={tier.link} external className="w-full px-4">
              {viewProgram}
              <span className="sr-only">
                {" "}
                {fillTemplate(viewProgramFor, { hours: tier.hours })}
              </span>
            </ButtonLink>
          </div>
        </li>
      ))}
    </ul>
  );
}

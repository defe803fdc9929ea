// For admins, above the inbox: how many submissions the forms' limits refused in the last day
// (lib/services/limit-trips.ts), and what to change when it was a campus drive, not a flood.
import { env } from "@/lib/env.mjs";
import type { TripLimit } from "@/lib/services/limit-trips";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function LimitNotice({ trips }: { trips: Record<TripLimit, number> }) {
  const total = trips.address + trips.person;
  if (total === 0) return null;
  const window = plural(Math.round(env.FORM_RATE_WINDOW_SECONDS / 60), "minute", "minutes");
  return (
    <section aria-labelledby="limit-notice" className="mb-4 rounded-lg bg-pale p-4">
      <h2 id="limit-notice" className="font-semibold">
        The forms refused {plural(total, "submission", "submissions")} in the last 24 hours
      </h2>
      <ul className="mt-2 list-disc pl-5 text-sm">
        {trips.address > 0 && (
          <li>
            {plural(trips.address, "was", "were")} over the limit of {env.FORM_RATE_LIMIT} per form
            from one internet address in {window}. If a college&apos;s students were enquiring
            together, ask whoever runs the site to raise <code>FORM_RATE_LIMIT</code>.
          </li>
        )}
        {trips.person > 0 && (
          <li>
            {plural(trips.person, "was", "were")} over the limit of {env.FORM_PERSON_LIMIT} per form
            from the same email or phone in {window}: usually someone pressing send again, or a
            flood.
          </li>
        )}
      </ul>
    </section>
  );
}

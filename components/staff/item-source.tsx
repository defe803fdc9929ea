// Where an enquiry or booking came from, for the item page's details: the visit's first page and
// the latest one with campaign tags or from another site (lib/visit-source.ts), and the home
// form's "How did you hear about us?" answer.
import { describeSource, heardFromLabel, sourceOf } from "@/lib/inbox/visit-source";

/** One visit source in words. */
const line = (parts: string[]) => parts.join(" · ");

/** The "Source" and "Heard from" rows of the details list (inside its <dl>). */
export function ItemSource({ record }: { record: Record<string, unknown> }) {
  const first = describeSource(sourceOf(record, "first"));
  const latest = describeSource(sourceOf(record, "latest"));
  const sameAsFirst = latest.join() === first.join();
  const heard = typeof record.heard_from === "string" ? record.heard_from : null;
  return (
    <>
      <dt className="text-sm font-semibold text-muted">Source</dt>
      <dd className="break-words">
        {first.length === 0 ? (
          "Not known (sent before sources were kept, or the browser kept none)"
        ) : (
          <ul>
            <li>First visit: {line(first)}</li>
            {latest.length > 0 && !sameAsFirst && <li>Latest visit: {line(latest)}</li>}
          </ul>
        )}
      </dd>
      {heard && (
        <>
          <dt className="text-sm font-semibold text-muted">Heard from</dt>
          <dd>{heardFromLabel(heard)}</dd>
        </>
      )}
    </>
  );
}

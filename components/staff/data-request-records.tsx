"use client";
// The records a data request found, one row each: its kind, date and name, its email and phone
// with whether each matches what the person proved, what hangs off it, and a box to include it.
// Only the ticked records are downloaded, corrected or erased; the sum of them is said below.
import type { MatchedRecord, SearchResult } from "@/lib/services/data-requests";
import { countOf, countsText } from "@/lib/services/data-requests/words";
import { PersonText } from "./person-text";
import { formatIst } from "./ui";

const KIND_LABELS = { enquiry: "Enquiry", booking: "Booking" };

function Match({ value, given }: { value: string; given: boolean | null }) {
  if (given === null) return <span className="break-all">{value}</span>;
  return (
    <span className="break-all">
      {value}{" "}
      <strong className={given ? "text-leaf" : "text-danger"}>
        {given ? "✓ matches" : "✗ differs"}
      </strong>
    </span>
  );
}

/** The notes, webhook copies and idempotency records that go with a record. */
const withIt = (record: MatchedRecord) => {
  const text = countsText(record.counts);
  return text === "nothing" ? "—" : text;
};

/** What the ticked records reach, as the download and erasure count it. */
export function tickedCounts(records: MatchedRecord[]) {
  return {
    leads: records.filter((r) => r.stored && r.kind === "enquiry").length,
    appointments: records.filter((r) => r.stored && r.kind === "booking").length,
    submission_notes: records.reduce((n, r) => n + r.counts.submission_notes, 0),
    outbox: records.reduce((n, r) => n + r.counts.outbox, 0),
    idempotency_keys: records.reduce((n, r) => n + r.counts.idempotency_keys, 0),
  };
}

export function DataRequestRecords(props: {
  result: SearchResult;
  ticked: ReadonlySet<string>;
  onTick: (id: string, on: boolean) => void;
}) {
  const { result, ticked } = props;
  const chosen = result.records.filter((r) => ticked.has(r.id));
  return (
    <div className="grid grid-cols-1 gap-3">
      {result.records.length === 0 ? (
        <p>No record has {result.rule === "both" ? "both of these details" : "this detail"}.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Records found, oldest first</caption>
            <thead className="bg-mist">
              <tr>
                {["Include", "Kind", "Received", "Name", "Email", "Phone", "With it"].map((h) => (
                  <th key={h} scope="col" className="p-2">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {result.records.map((r) => (
                <tr key={r.id} className="border-t border-line align-top">
                  <td className="p-2">
                    <input
                      type="checkbox"
                      className="size-5"
                      checked={ticked.has(r.id)}
                      onChange={(e) => props.onTick(r.id, e.currentTarget.checked)}
                      aria-label={`Include the ${KIND_LABELS[r.kind].toLowerCase()} of ${r.name}`}
                    />
                  </td>
                  <td className="p-2">
                    {KIND_LABELS[r.kind]}
                    {!r.stored && <span className="block text-muted">webhook copy only</span>}
                    {!r.meets_rule && <span className="block text-muted">matches in part</span>}
                  </td>
                  <td className="p-2 whitespace-nowrap">
                    {r.created_at ? formatIst(r.created_at, false) : "—"}
                  </td>
                  <td className="p-2">
                    <PersonText text={r.name} />
                  </td>
                  <td className="p-2">
                    <Match value={r.email} given={r.matches.email} />
                  </td>
                  <td className="p-2">
                    <Match value={r.phone} given={r.matches.phone} />
                  </td>
                  <td className="p-2">{withIt(r)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {result.hidden > 0 && (
        <p className="text-sm">
          {countOf(result.hidden, ["more record has", "more records have"])} only one of the two
          details. To see {result.hidden === 1 ? "it" : "them"}, tick “Also show records that have
          only one of the two details” and find again.
        </p>
      )}
      <p role="status" className="font-semibold">
        Ticked: {chosen.length === 0 ? "nothing" : countsText(tickedCounts(chosen))}
      </p>
    </div>
  );
}

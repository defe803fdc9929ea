// The past steps of data requests, newest first: when, which step, who asked, how they were
// verified, which details the records had to match, what it counted, and the staff member. Never
// who the person was: the log holds codes and numbers only.
import type { DataRequestEntry } from "@/lib/services/data-requests";
import { MATCH_RULES, REQUESTERS, VERIFICATIONS } from "@/lib/services/data-requests/schema";
import { countsText, partlyText } from "@/lib/services/data-requests/words";
import { formatIst } from "./ui";

export const STEP_LABELS = {
  search: "Searched",
  download: "Downloaded",
  correction: "Corrected",
  erasure: "Erased",
};

const NOT_RECORDED = "Not recorded";

/** "1 enquiry, 2 staff notes" and, for the records ticked despite matching in part, how many. */
function countsCell(entry: DataRequestEntry) {
  const partly = partlyText(entry.counts);
  if (!partly) return countsText(entry.counts);
  // A search counts the part matches it found; a later step those it included.
  return `${countsText(entry.counts)}; ${entry.kind === "search" ? "also found" : "including"} ${partly}`;
}

export function DataRequestLog({ rows }: { rows: DataRequestEntry[] }) {
  if (rows.length === 0) return <p className="text-muted">None yet.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Past data request steps, newest first</caption>
        <thead className="bg-mist">
          <tr>
            {["When", "Step", "Asked by", "Verified", "Matched on", "Records", "Staff member"].map(
              (h) => (
                <th key={h} scope="col" className="p-2">
                  {h}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} className="border-t border-line align-top">
              <td className="p-2 whitespace-nowrap">{formatIst(r.at)}</td>
              <td className="p-2">{STEP_LABELS[r.kind] ?? r.kind}</td>
              <td className="p-2">{r.requestedBy ? REQUESTERS[r.requestedBy] : NOT_RECORDED}</td>
              <td className="p-2">{r.verifiedBy ? VERIFICATIONS[r.verifiedBy] : NOT_RECORDED}</td>
              <td className="p-2">{r.matchedOn ? MATCH_RULES[r.matchedOn] : NOT_RECORDED}</td>
              <td className="p-2">{countsCell(r)}</td>
              <td className="p-2">{r.staffName ?? "Former staff member"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

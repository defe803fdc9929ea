"use client";
// Answering a person's data request (DPDP Act): say who is asking and how they were verified, find
// the records with the details they proved (each shown with what matched), untick any that are
// not theirs, then download the ticked ones as a file, correct a field, or erase them. Every step
// sends the same who/how/details; the email and phone go only in request bodies, never a URL.
import { useRouter } from "next/navigation";
import { type FormEvent, useState } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { useHydrated } from "@/components/ui/use-hydrated";
import { requestJson } from "@/lib/api/client";
import type { MatchedRecord, SearchResult } from "@/lib/services/data-requests";
import { countsText } from "@/lib/services/data-requests/words";
import { normalisePhone } from "@/lib/validations/input-filters";
import { DataRequestAsker, type FieldProblems, type FindRequest } from "./data-request-asker";
import { type Correction, DataRequestCorrections } from "./data-request-corrections";
import { DataRequestRecords, tickedCounts } from "./data-request-records";
import { dangerButtonClass, secondaryButtonClass } from "./ui";

const API = "/api/staff/data-requests";

/** A record after one of its fields was corrected, with what it matches now. */
function corrected(record: MatchedRecord, field: string, value: string | null, asked: FindRequest) {
  const next = { ...record, [field]: value ?? "" };
  const email = asked.email.trim().toLowerCase();
  const phone = normalisePhone(asked.phone);
  const matches = {
    email: email ? next.email.trim().toLowerCase() === email : null,
    phone: phone ? next.phone === phone : null,
  };
  return { ...next, matches, meets_rule: matches.email !== false && matches.phone !== false };
}

export function DataRequestDesk() {
  const router = useRouter();
  const [asked, setAsked] = useState<FindRequest | null>(null);
  const [result, setResult] = useState<SearchResult | null>(null);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [problems, setProblems] = useState<FieldProblems>({});
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Until the script runs, Find would send the email and phone as a plain GET, in the URL.
  const hydrated = useHydrated();

  async function send<T>(body: Record<string, unknown>) {
    setBusy(true);
    setError(null);
    setStatus(null);
    const answer = await requestJson<T>(API, { method: "POST", body, retryDelaysMs: [] });
    setBusy(false);
    if (answer.ok) return answer.data;
    if (answer.kind === "network") setError("No connection to the server. Try again.");
    else {
      const fields = answer.error.fields ?? {};
      const details = Object.values(fields).filter((m) => m !== answer.error.message);
      setError([answer.error.message, ...new Set(details)].join(" "));
      if (body.action === "find") setProblems(fields);
    }
    return null;
  }

  async function find(request: FindRequest) {
    setProblems({});
    const answer = await send<{ data: SearchResult }>({ action: "find", ...request });
    if (!answer) return;
    setAsked(request);
    setResult(answer.data);
    // Ticked by default: the records with every detail the person proved.
    setTicked(new Set(answer.data.records.filter((r) => r.meets_rule).map((r) => r.id)));
    router.refresh();
  }

  const chosen = result?.records.filter((r) => ticked.has(r.id)) ?? [];
  const step = (action: string) => ({ action, ...asked, ids: chosen.map((r) => r.id) });

  async function download() {
    const data = await send<unknown>(step("download"));
    if (!data) return;
    const link = document.createElement("a");
    const file = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: "application/json" });
    link.href = URL.createObjectURL(file);
    link.download = `coderhouse-data-${new Date().toISOString().slice(0, 10)}.json`;
    link.click();
    URL.revokeObjectURL(link.href);
    setStatus("Downloaded. Send the file to the person by a channel they asked from.");
    router.refresh();
  }

  async function correct({ record, field, value }: Correction) {
    const answer = await send<{ data: { value: string | null }; message: string }>({
      action: "correct",
      ...asked,
      kind: record.kind,
      id: record.id,
      field,
      value,
    });
    if (!answer || !result || !asked) return;
    setStatus(answer.message);
    const stored = answer.data.value;
    setResult({
      ...result,
      records: result.records.map((r) =>
        r.id === record.id ? corrected(r, field, stored, asked) : r,
      ),
    });
    router.refresh();
  }

  async function erase(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const confirmed = new FormData(event.currentTarget).get("confirm") === "on";
    const what = countsText(tickedCounts(chosen));
    if (confirmed && !window.confirm(`Erase ${what}? This cannot be undone.`)) return;
    const answer = await send<{ message: string }>({ ...step("erase"), confirm: confirmed });
    if (!answer) return;
    setResult(null);
    setTicked(new Set());
    setStatus(answer.message);
    router.refresh();
  }

  return (
    <div className="grid grid-cols-1 gap-6">
      <DataRequestAsker onFind={find} problems={problems} disabled={busy || !hydrated} />
      <FormAlert message={error} />
      <p role="status" className="font-semibold text-leaf">
        {status}
      </p>
      {result && (
        <section aria-labelledby="dr-found" className="grid grid-cols-1 gap-4">
          <h2 id="dr-found" className="text-lg font-semibold text-navy">
            Records found
          </h2>
          <DataRequestRecords
            result={result}
            ticked={ticked}
            onTick={(id, on) =>
              setTicked((before) => {
                const next = new Set(before);
                if (on) next.add(id);
                else next.delete(id);
                return next;
              })
            }
          />
          {chosen.length > 0 && (
            <>
              <div>
                <button
                  type="button"
                  onClick={download}
                  disabled={busy}
                  className={secondaryButtonClass}
                >
                  Download the ticked records as JSON
                </button>
              </div>
              <DataRequestCorrections records={chosen} disabled={busy} onCorrect={correct} />
              <form
                onSubmit={erase}
                className="grid gap-3 rounded-lg p-3 ring-2 ring-danger"
                aria-label="Erase"
              >
                <label className="flex items-start gap-2">
                  <input type="checkbox" name="confirm" className="mt-1 size-5" />
                  <span>
                    I have checked that the ticked records are the person&apos;s, and that the
                    person asking may ask for them.
                  </span>
                </label>
                <div>
                  <button type="submit" disabled={busy} className={dangerButtonClass}>
                    Erase the ticked records
                  </button>
                </div>
              </form>
            </>
          )}
        </section>
      )}
    </div>
  );
}

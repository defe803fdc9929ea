"use client";
// Answering a person's data request (DPDP Act): find everything held about them by email or
// phone, then download it as a file, correct a field, or erase it all. The email and phone go
// only in request bodies, never in a URL.
import { useRouter } from "next/navigation";
import { type FormEvent, useState } from "react";
import { requestJson } from "@/lib/api/client";
import { FormAlert } from "@/components/forms/form-alert";
import { useHydrated } from "@/components/ui/use-hydrated";
import { CORRECTABLE_FIELDS, type SubmissionKind } from "@/lib/services/data-requests/schema";
import { Field, buttonClass, dangerButtonClass, inputClass, secondaryButtonClass } from "./ui";

const API = "/api/staff/data-requests";
type Person = { email?: string; phone?: string };
type Found = {
  counts: Record<string, number>;
  leads: Record<string, unknown>[];
  appointments: Record<string, unknown>[];
};
const TABLE_LABELS: Record<string, string> = {
  leads: "Enquiries",
  appointments: "Bookings",
  submission_notes: "Staff notes",
  outbox: "Webhook events",
  idempotency_keys: "Duplicate-submission records",
};

export function DataRequestDesk() {
  const router = useRouter();
  const [person, setPerson] = useState<Person | null>(null);
  const [found, setFound] = useState<Found | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Until the script runs, Find would send the email and phone as a plain GET, in the URL.
  const hydrated = useHydrated();

  async function send<T>(body: Record<string, unknown>) {
    setBusy(true);
    setError(null);
    const result = await requestJson<T>(API, { method: "POST", body, retryDelaysMs: [] });
    setBusy(false);
    if (result.ok) return result.data;
    setError(
      result.kind === "network"
        ? "No connection to the server. Try again."
        : [result.error.message, ...Object.values(result.error.fields ?? {})].join(" "),
    );
    return null;
  }

  async function find(who: Person) {
    const answer = await send<{ data: Found }>({ action: "find", ...who });
    if (answer) {
      setPerson(who);
      setFound(answer.data);
    }
  }

  async function onFind(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setStatus(null);
    await find({ email: String(form.get("email") ?? ""), phone: String(form.get("phone") ?? "") });
  }

  async function download() {
    const data = await send<unknown>({ action: "download", ...person });
    if (!data) return;
    const link = document.createElement("a");
    const file = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: "application/json" });
    link.href = URL.createObjectURL(file);
    link.download = `coderhouse-data-${new Date().toISOString().slice(0, 10)}.json`;
    link.click();
    URL.revokeObjectURL(link.href);
    setStatus("Downloaded. Send the file to the person by a channel they asked from.");
  }

  async function correct(event: FormEvent<HTMLFormElement>, kind: SubmissionKind, id: string) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = String(form.get("field"));
    const answer = await send<{ message: string }>({
      action: "correct",
      kind,
      id,
      field,
      value: String(form.get("value") ?? ""),
    });
    if (!answer || !person) return;
    setStatus(answer.message);
    // A corrected email or phone is how the person is found from now on.
    const value = String(form.get("value"));
    await find(
      field === "email"
        ? { ...person, email: value }
        : field === "phone"
          ? { ...person, phone: value }
          : person,
    );
  }

  async function erase(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const confirmed = new FormData(event.currentTarget).get("confirm") === "on";
    if (
      confirmed &&
      !window.confirm("Erase everything held about this person? This cannot be undone.")
    )
      return;
    const answer = await send<{ message: string }>({
      action: "erase",
      ...person,
      confirm: confirmed,
    });
    if (!answer) return;
    setFound(null);
    setStatus(answer.message);
    router.refresh();
  }

  const rows = found
    ? [
        ...found.leads.map((r) => ({ kind: "enquiry" as const, row: r })),
        ...found.appointments.map((r) => ({ kind: "booking" as const, row: r })),
      ]
    : [];
  return (
    <div className="grid gap-6">
      <form
        onSubmit={onFind}
        className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        noValidate
        aria-label="Find a person"
      >
        <Field id="dr-email" label="Email">
          <input
            id="dr-email"
            name="email"
            type="email"
            autoComplete="off"
            className={inputClass}
          />
        </Field>
        <Field id="dr-phone" label="Phone">
          <input id="dr-phone" name="phone" type="tel" autoComplete="off" className={inputClass} />
        </Field>
        <button type="submit" disabled={busy || !hydrated} className={buttonClass}>
          Find
        </button>
      </form>
      <FormAlert message={error} />
      <p role="status" className="font-semibold text-leaf">
        {status}
      </p>
      {found && (
        <section aria-labelledby="found" className="grid gap-4">
          <h2 id="found" className="text-lg font-semibold text-navy">
            What we hold
          </h2>
          <ul className="grid gap-1 sm:grid-cols-2">
            {Object.entries(found.counts).map(([table, n]) => (
              <li key={table}>
                {TABLE_LABELS[table] ?? table}: <strong>{n}</strong>
              </li>
            ))}
          </ul>
          {rows.map(({ kind, row }) => (
            <form
              key={String(row.id)}
              onSubmit={(e) => correct(e, kind, String(row.id))}
              className="grid gap-3 rounded-lg bg-mist p-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end"
              aria-label={`Correct ${kind} ${String(row.name)}`}
            >
              <p className="text-sm">
                <strong>{String(row.name)}</strong> · {kind} of{" "}
                {String(row.created_at).slice(0, 10)}
                <br />
                {String(row.email)} · {String(row.phone)}
              </p>
              <Field id={`field-${String(row.id)}`} label="Field to correct">
                <select id={`field-${String(row.id)}`} name="field" className={inputClass}>
                  {CORRECTABLE_FIELDS[kind].map((f) => (
                    <option key={f} value={f}>
                      {f.replace("_", " ")}
                    </option>
                  ))}
                </select>
              </Field>
              <Field id={`value-${String(row.id)}`} label="Correct value">
                <input
                  id={`value-${String(row.id)}`}
                  name="value"
                  autoComplete="off"
                  className={inputClass}
                />
              </Field>
              <button type="submit" disabled={busy} className={secondaryButtonClass}>
                Correct
              </button>
            </form>
          ))}
          <div>
            <button type="button" onClick={download} className={secondaryButtonClass}>
              Download as JSON
            </button>
          </div>
          <form
            onSubmit={erase}
            className="grid gap-3 rounded-lg p-3 ring-2 ring-danger"
            aria-label="Erase"
          >
            <label className="flex items-start gap-2">
              <input type="checkbox" name="confirm" className="mt-1 size-5" />
              <span>
                I have checked that the person asking is the person these details belong to.
              </span>
            </label>
            <div>
              <button type="submit" disabled={busy} className={dangerButtonClass}>
                Erase everything
              </button>
            </div>
          </form>
        </section>
      )}
    </div>
  );
}

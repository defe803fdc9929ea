"use client";
// Correcting one field of a ticked enquiry or booking at the person's request: a form per record,
// the new value checked on the server by the rules of the form the record came from.
import type { FormEvent } from "react";
import type { MatchedRecord } from "@/lib/services/data-requests";
import { CORRECTABLE_FIELDS, type CorrectableField } from "@/lib/services/data-requests/schema";
import { PersonText } from "./person-text";
import { Field, inputClass, secondaryButtonClass } from "./ui";

export type Correction = { record: MatchedRecord; field: CorrectableField; value: string };

export function DataRequestCorrections(props: {
  records: MatchedRecord[];
  disabled: boolean;
  onCorrect: (correction: Correction) => void;
}) {
  function submit(event: FormEvent<HTMLFormElement>, record: MatchedRecord) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    props.onCorrect({
      record,
      field: String(form.get("field")) as CorrectableField,
      value: String(form.get("value") ?? ""),
    });
  }
  // A record left only as a webhook copy has no row to correct.
  const stored = props.records.filter((r) => r.stored);
  if (stored.length === 0) return null;
  return (
    <section aria-labelledby="dr-correct" className="grid gap-3">
      <h3 id="dr-correct" className="font-semibold text-navy">
        Correct a ticked record
      </h3>
      {stored.map((record) => (
        <form
          key={record.id}
          onSubmit={(e) => submit(e, record)}
          className="grid gap-3 rounded-lg bg-mist p-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end"
          aria-label={`Correct the ${record.kind} of ${record.name}`}
        >
          <p className="text-sm">
            <strong>
              <PersonText text={record.name} />
            </strong>{" "}
            · {record.kind}
            <br />
            <span className="break-all">
              {record.email} · {record.phone}
            </span>
          </p>
          <Field id={`field-${record.id}`} label="Field to correct">
            <select id={`field-${record.id}`} name="field" className={inputClass}>
              {CORRECTABLE_FIELDS[record.kind].map((f) => (
                <option key={f} value={f}>
                  {f.replace("_", " ")}
                </option>
              ))}
            </select>
          </Field>
          <Field id={`value-${record.id}`} label="Correct value">
            <input
              id={`value-${record.id}`}
              name="value"
              autoComplete="off"
              className={inputClass}
            />
          </Field>
          <button type="submit" disabled={props.disabled} className={secondaryButtonClass}>
            Correct
          </button>
        </form>
      ))}
    </section>
  );
}

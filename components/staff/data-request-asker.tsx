"use client";
// The first part of the data-request desk: who is asking, how they were verified, and the details
// they proved (an email address, a phone number or both), then Find. Each choice is a fixed code
// the request log keeps; the details go only in the request body. A field the server refused is
// marked and says why under itself.
import type { FormEvent } from "react";
import { REQUESTERS, type RequestInput, VERIFICATIONS } from "@/lib/services/data-requests/schema";
import { buttonClass, inputClass } from "./ui";

export type FieldProblems = Record<string, string>;

const errorId = (name: string) => `dr-${name}-error`;

function Problem({ name, problems }: { name: string; problems: FieldProblems }) {
  return problems[name] ? (
    <p id={errorId(name)} className="mt-1 text-sm font-semibold text-danger">
      {problems[name]}
    </p>
  ) : null;
}

/** Tied to its message when the server refused it. */
const invalid = (name: string, problems: FieldProblems) =>
  problems[name]
    ? { "aria-invalid": true as const, "aria-describedby": errorId(name) }
    : { "aria-invalid": undefined };

function Choice<K extends string>(props: {
  name: string;
  legend: string;
  options: Record<K, string>;
  problems: FieldProblems;
}) {
  const { name, problems } = props;
  return (
    <fieldset className="grid gap-1" aria-describedby={problems[name] ? errorId(name) : undefined}>
      <legend className="mb-1 text-sm font-semibold text-ink">{props.legend}</legend>
      {(Object.entries(props.options) as [K, string][]).map(([value, label]) => (
        <label key={value} className="flex min-h-tap items-center gap-2">
          <input type="radio" name={name} value={value} className="size-5" />
          <span>{label}</span>
        </label>
      ))}
      <Problem name={name} problems={problems} />
    </fieldset>
  );
}

/** What the desk sends with every step: the boxes as typed (the server cleans them). */
export type FindRequest = Pick<RequestInput, "requested_by" | "verified_by"> & {
  email: string;
  phone: string;
  include_partial: boolean;
};

/** The form's values as the API takes them. */
function valuesOf(form: HTMLFormElement): FindRequest {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? "");
  return {
    requested_by: text("requested_by") as FindRequest["requested_by"],
    verified_by: text("verified_by") as FindRequest["verified_by"],
    email: text("email"),
    phone: text("phone"),
    include_partial: data.get("include_partial") === "on",
  };
}

export function DataRequestAsker(props: {
  onFind: (request: FindRequest) => void;
  problems: FieldProblems;
  disabled: boolean;
}) {
  const { problems } = props;
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    props.onFind(valuesOf(event.currentTarget));
  }
  return (
    <form onSubmit={submit} className="grid gap-4" noValidate aria-label="Find a person">
      <div className="grid gap-4 sm:grid-cols-2">
        <Choice
          name="requested_by"
          legend="Who is asking"
          options={REQUESTERS}
          problems={problems}
        />
        <Choice
          name="verified_by"
          legend="How they were verified"
          options={VERIFICATIONS}
          problems={problems}
        />
      </div>
      <p className="text-sm text-muted">
        Give only the details the person proved. A record is ticked when it has every detail given.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="dr-email" className="block text-sm font-semibold text-ink">
            Email they proved
          </label>
          <input
            id="dr-email"
            name="email"
            type="email"
            autoComplete="off"
            className={inputClass}
            {...invalid("email", problems)}
          />
          <Problem name="email" problems={problems} />
        </div>
        <div>
          <label htmlFor="dr-phone" className="block text-sm font-semibold text-ink">
            Phone they proved
          </label>
          <input
            id="dr-phone"
            name="phone"
            type="tel"
            autoComplete="off"
            className={inputClass}
            {...invalid("phone", problems)}
          />
          <Problem name="phone" problems={problems} />
        </div>
      </div>
      <label className="flex items-start gap-2">
        <input type="checkbox" name="include_partial" className="mt-1 size-5" />
        <span>
          Also show records that have only one of the two details (a relative sharing a phone, an
          old email), unticked
        </span>
      </label>
      <div>
        <button type="submit" disabled={props.disabled} className={buttonClass}>
          Find
        </button>
      </div>
    </form>
  );
}

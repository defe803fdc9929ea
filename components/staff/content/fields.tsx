"use client";
// Labelled inputs and selects of the content forms, each showing its field's message under it
// and pointing the control at it (aria-describedby, aria-invalid), so a refused save is read out
// where it is.
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from "react";
import { inputClass } from "../ui";

type Labelled = {
  id: string;
  label: string;
  hint?: string;
  error?: string;
};

/** The id, class and aria attributes a control takes from its field: props passed after win. */
function controlProps(id: string, hint?: string, error?: string) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return {
    id,
    className: inputClass,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described || undefined,
  };
}

/** The label above a control, and its hint and message under it (`${id}-hint`, `${id}-error`). */
function FieldFrame({ id, label, hint, error, children }: Labelled & { children: ReactNode }) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> &
  Labelled & {
    textarea?: boolean;
    /** A textarea's height in lines (2 unless said). */
    rows?: number;
  };

export function TextField({
  id,
  label,
  hint,
  error,
  textarea,
  rows = 2,
  ...input
}: TextFieldProps) {
  const common = controlProps(id, hint, error);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {textarea ? (
        <textarea
          {...common}
          {...(input as unknown as InputHTMLAttributes<HTMLTextAreaElement>)}
          rows={rows}
        />
      ) : (
        <input {...common} {...input} />
      )}
    </FieldFrame>
  );
}

export type SelectOption = { value: string; label: string };

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> &
  Labelled & {
    options: readonly SelectOption[];
    /** The text of a first, empty choice ("Choose a program"); none when left out. */
    placeholder?: string;
  };

export function SelectField({
  id,
  label,
  hint,
  error,
  options,
  placeholder,
  ...select
}: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <select {...controlProps(id, hint, error)} {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-3 rounded-card border border-line p-4">
      <legend className="px-1 font-semibold text-navy">{legend}</legend>
      {children}
    </fieldset>
  );
}

"use client";
// Labelled inputs of the content forms, each showing its field's message under it and pointing
// the input at it (aria-describedby, aria-invalid), so a refused save is read out where it is.
import type { InputHTMLAttributes, ReactNode } from "react";
import { inputClass } from "../ui";

type Props = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  textarea?: boolean;
};

export function TextField({ id, label, hint, error, textarea, ...input }: Props) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  const common = {
    id,
    className: inputClass,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described || undefined,
  };
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      {textarea ? (
        <textarea
          {...common}
          {...(input as unknown as InputHTMLAttributes<HTMLTextAreaElement>)}
          rows={2}
        />
      ) : (
        <input {...common} {...input} />
      )}
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

export function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-3 rounded-card border border-line p-4">
      <legend className="px-1 font-semibold text-navy">{legend}</legend>
      {children}
    </fieldset>
  );
}

"use client";
// The record of a person's written consent in a content form (lib/content-store/consent.ts): the
// date it was given and how. Both empty means "no record"; publishing then is refused, and the
// server's message shows under the two inputs (`record`), which point at it.
import type { UseFormRegisterReturn } from "react-hook-form";
import { CONSENT_FORMS, CONSENT_FORM_LABELS } from "@/lib/content-store/consent";
import { inputClass } from "../ui";
import { FieldGroup, TextField } from "./fields";

type ConsentFieldsProps = {
  /** Whose consent, in the hint: "The person's written consent to be quoted on the site". */
  hint: string;
  date: UseFormRegisterReturn;
  form: UseFormRegisterReturn;
  errors: { date?: string; form?: string; record?: string };
};

export function ConsentFields({ hint, date, form, errors }: ConsentFieldsProps) {
  const described = errors.record ? "consent-hint consent-error" : "consent-hint";
  return (
    <FieldGroup legend="Written consent">
      <p id="consent-hint" className="text-sm text-muted">
        {hint}: needed before publishing. Visitors never see this record.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          id="consent.date"
          label="Date the consent was given"
          type="date"
          error={errors.date}
          aria-invalid={errors.date || errors.record ? true : undefined}
          aria-describedby={errors.date ? `${described} consent.date-error` : described}
          {...date}
        />
        <div>
          <label htmlFor="consent.form" className="block text-sm font-semibold text-ink">
            How it was given
          </label>
          <select
            id="consent.form"
            className={inputClass}
            aria-invalid={errors.form || errors.record ? true : undefined}
            aria-describedby={errors.form ? `${described} consent.form-error` : described}
            {...form}
          >
            <option value="">Not recorded</option>
            {CONSENT_FORMS.map((f) => (
              <option key={f} value={f}>
                {CONSENT_FORM_LABELS[f]}
              </option>
            ))}
          </select>
          {errors.form && (
            <p id="consent.form-error" className="mt-1 text-sm font-semibold text-danger">
              {errors.form}
            </p>
          )}
        </div>
      </div>
      {errors.record && (
        <p id="consent-error" className="text-sm font-semibold text-danger">
          {errors.record}
        </p>
      )}
    </FieldGroup>
  );
}

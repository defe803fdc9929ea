"use client";
// The record of a person's written consent in a content form (lib/content-store/consent.ts): the
// date it was given and how. Both empty means "no record"; publishing then is refused, and the
// server's message shows under the two inputs (`record`), which point at it.
import type { UseFormRegisterReturn } from "react-hook-form";
import { CONSENT_FORMS, CONSENT_FORM_LABELS } from "@/lib/content-store/consent";
import { FieldGroup, SelectField, TextField } from "./fields";

type ConsentFieldsProps = {
  /** Whose consent, in the hint: "The person's written consent to be quoted on the site". */
  hint: string;
  date: UseFormRegisterReturn;
  form: UseFormRegisterReturn;
  errors: { date?: string; form?: string; record?: string };
};

const FORM_OPTIONS = CONSENT_FORMS.map((f) => ({ value: f, label: CONSENT_FORM_LABELS[f] }));

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
        <SelectField
          id="consent.form"
          label="How it was given"
          placeholder="Not recorded"
          options={FORM_OPTIONS}
          error={errors.form}
          aria-invalid={errors.form || errors.record ? true : undefined}
          aria-describedby={errors.form ? `${described} consent.form-error` : described}
          {...form}
        />
      </div>
      {errors.record && (
        <p id="consent-error" className="text-sm font-semibold text-danger">
          {errors.record}
        </p>
      )}
    </FieldGroup>
  );
}

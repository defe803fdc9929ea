// The staff area's small building blocks: a labelled field, a pair of India days, buttons, a page
// heading, a panel.
// Server components; the interactive part of a form is ActionForm (action-form.tsx).
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import type { ReactNode } from "react";
import { INDIA } from "@/lib/calendar-day";

export const buttonClass =
  "inline-flex min-h-tap items-center justify-center rounded-lg bg-navy px-4 py-2 text-sm font-semibold text-paper hover:bg-slate disabled:opacity-60";
export const secondaryButtonClass =
  "inline-flex min-h-tap items-center justify-center rounded-lg px-4 py-2 text-sm font-semibold text-navy ring-2 ring-navy hover:bg-mist";
export const dangerButtonClass =
  "inline-flex min-h-tap items-center justify-center rounded-lg bg-danger px-4 py-2 text-sm font-semibold text-paper disabled:opacity-60";
export const inputClass =
  "mt-1 block w-full min-h-tap rounded-lg border border-line bg-paper px-3 py-2 text-base text-ink";

/** A label above its control; `hint` is read with the control (aria-describedby). */
export function Field({
  id,
  label,
  hint,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  children: ReactNode;
}) {
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
    </div>
  );
}

/** The From / Until pair of India days a GET form sends as `from` and `to`. */
export function IndiaDayFields({
  idPrefix = "",
  from,
  to,
}: {
  idPrefix?: string;
  from: string;
  to: string;
}) {
  return (
    <>
      <Field id={`${idPrefix}from`} label="From (India date)">
        <input
          id={`${idPrefix}from`}
          name="from"
          type="date"
          defaultValue={from}
          className={inputClass}
        />
      </Field>
      <Field id={`${idPrefix}to`} label="Until (India date)">
        <input
          id={`${idPrefix}to`}
          name="to"
          type="date"
          defaultValue={to}
          className={inputClass}
        />
      </Field>
    </>
  );
}

export function PageTitle({ children, intro }: { children: ReactNode; intro?: ReactNode }) {
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-semibold text-navy">{children}</h1>
      {intro && <p className="mt-2 max-w-prose text-muted">{intro}</p>}
    </div>
  );
}

export function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-card bg-paper p-4 shadow-card sm:p-6" aria-label={title}>
      <h2 className="mb-4 text-lg font-semibold text-navy">{title}</h2>
      {children}
    </section>
  );
}

/** A moment as staff in India read it: 24 Nov 2026, 1:05 pm (or the day alone). */
export function formatIst(at: Date | string, withTime = true): string {
  return format(
    new TZDate(new Date(at).getTime(), INDIA),
    withTime ? "d MMM yyyy, h:mm aaa" : "d MMM yyyy",
  );
}

// The labelled controls every form is built from. Each has a visible label, and its error is
// linked with aria-describedby and marked with aria-invalid. A form on a dark card sets
// data-tone="dark" on its <form className="group/form">, and the words turn light.
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { useHydrated } from "@/components/ui/use-hydrated";

export const FORM_CLASS = "group/form";

const LABEL = "block font-semibold text-navy group-data-[tone=dark]/form:text-paper";
const HINT = "mt-1 text-sm text-muted group-data-[tone=dark]/form:text-paper";
const CONTROL =
  "mt-1 block min-h-tap w-full rounded-lg border border-line bg-paper px-3 py-2 text-ink aria-[invalid=true]:border-2 aria-[invalid=true]:border-danger";
// Red text on white is 6.5:1; on the slate card the message sits on a white chip to stay readable.
const ERROR =
  "mt-1 inline-block text-sm font-semibold text-danger group-data-[tone=dark]/form:rounded group-data-[tone=dark]/form:bg-paper group-data-[tone=dark]/form:px-2 group-data-[tone=dark]/form:py-0.5";

/**
 * The message under a control. Always in the page (empty), so screen readers hear it appear, and
 * one line tall even when empty: a message appearing as focus leaves a field must not push the
 * control being clicked out from under the pointer.
 */
export function FieldError({ id, message }: { id: string; message?: string }) {
  return (
    <p id={id} aria-live="polite" className="min-h-6">
      {message && <span className={ERROR}>{message}</span>}
    </p>
  );
}

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(" ");
  return list === "" ? undefined : list;
}

/** Rewrites what was typed or pasted before the form sees it (e.g. digits only in a phone box). */
export function filtered(
  registration: UseFormRegisterReturn,
  filter: (raw: string) => string,
): UseFormRegisterReturn {
  return {
    ...registration,
    onChange: (event: { target: HTMLInputElement }) => {
      const kept = filter(event.target.value);
      if (kept !== event.target.value) event.target.value = kept;
      return registration.onChange(event);
    },
  };
}

type Common = {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  /** A line under the label, e.g. what format is expected. */
  hint?: string;
  className?: string;
};

type TextFieldProps = Common & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "className">;

export function TextField({
  label,
  registration,
  error,
  hint,
  className = "",
  ...control
}: TextFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={HINT}>
          {hint}
        </p>
      )}
      <input
        {...control}
        {...registration}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && `${id}-hint`, `${id}-error`)}
        className={CONTROL}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

type TextAreaFieldProps = Common &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "className">;

export function TextAreaField({
  label,
  registration,
  error,
  hint,
  className = "",
  ...control
}: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={HINT}>
          {hint}
        </p>
      )}
      <textarea
        rows={3}
        {...control}
        {...registration}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && `${id}-hint`, `${id}-error`)}
        className={`${CONTROL} min-h-24`}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

type SelectFieldProps = Common &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, "name" | "className"> & {
    /** The first, empty choice ("Choose …"). */
    placeholder: string;
    options: readonly { value: string; label: string }[];
  };

export function SelectField({
  label,
  registration,
  error,
  hint,
  className = "",
  placeholder,
  options,
  ...control
}: SelectFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={HINT}>
          {hint}
        </p>
      )}
      <select
        {...control}
        {...registration}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && `${id}-hint`, `${id}-error`)}
        className={CONTROL}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

type RadioGroupProps = Omit<Common, "hint"> & {
  options: readonly { value: string; label: string }[];
};

/** A fieldset whose legend names the question; each choice is a full-height tap target. */
export function RadioGroup({
  label,
  registration,
  error,
  className = "",
  options,
}: RadioGroupProps) {
  const id = useId();
  return (
    <fieldset aria-describedby={`${id}-error`} className={className}>
      <legend className={LABEL}>{label}</legend>
      <div className="mt-1 flex flex-wrap gap-x-5">
        {options.map((o) => (
          <label
            key={o.value}
            className="inline-flex min-h-tap cursor-pointer items-center gap-2 group-data-[tone=dark]/form:text-paper"
          >
            <input type="radio" value={o.value} {...registration} className="h-5 w-5 accent-navy" />
            {o.label}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

type SubmitButtonProps = {
  ref?: Ref<HTMLButtonElement>;
  children: ReactNode;
  sending: boolean;
  sendingLabel: string;
  /** Blocked while an error shows (SPEC section 5). It is also blocked until the page's script runs. */
  disabled: boolean;
};

export function SubmitButton({
  ref,
  children,
  sending,
  sendingLabel,
  disabled,
}: SubmitButtonProps) {
  const hydrated = useHydrated();
  return (
    <button
      ref={ref}
      type="submit"
      disabled={!hydrated || disabled || sending}
      className="inline-flex min-h-tap items-center justify-center rounded-pill bg-navy px-6 font-semibold text-paper transition-colors hover:bg-slate disabled:cursor-not-allowed disabled:opacity-60 group-data-[tone=dark]/form:bg-lime group-data-[tone=dark]/form:text-navy group-data-[tone=dark]/form:hover:bg-lime-deep"
    >
      {sending ? sendingLabel : children}
    </button>
  );
}

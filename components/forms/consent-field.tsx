// What a form collects and why, a link to the privacy policy, and the box that must be ticked.
import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { NewTabNote } from "@/components/ui/new-tab-note";
import { FieldError } from "./fields";

/** The words of a consent box, from lib/content/forms.ts, passed down by the server. */
export type ConsentCopy = {
  /** What this form collects and why. */
  notice: string;
  /** The privacy policy in the form's language. */
  policyHref: string;
  /** The text of the privacy policy link. */
  linkText: string;
  checkboxLabel: string;
};

type ConsentFieldProps = {
  copy: ConsentCopy;
  registration: UseFormRegisterReturn;
  error?: string;
};

export function ConsentField({ copy, registration, error }: ConsentFieldProps) {
  const id = useId();
  return (
    <div className="text-sm group-data-[tone=dark]/form:text-paper">
      <p id={`${id}-notice`}>
        {copy.notice} {/* A new tab, so what has been typed here stays. */}
        <a
          href={copy.policyHref}
          target="_blank"
          rel="noopener"
          className="font-semibold text-navy underline underline-offset-4 group-data-[tone=dark]/form:text-paper"
        >
          {copy.linkText}
          <NewTabNote />
        </a>
      </p>
      <label
        htmlFor={id}
        className="mt-2 flex min-h-tap cursor-pointer items-start gap-3 text-base"
      >
        <input
          id={id}
          type="checkbox"
          {...registration}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-notice ${id}-error`}
          className="mt-1 h-5 w-5 shrink-0 accent-navy"
        />
        <span>{copy.checkboxLabel}</span>
      </label>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

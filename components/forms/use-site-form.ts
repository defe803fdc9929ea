"use client";

// What the site's forms share: validation in the page's language (loaded on first focus), checks
// as each field is left, the post with its Idempotency-Key, the alert's wording and the props of
// the form's end. Each form keeps its own fields, body and success.
import {
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
} from "react-hook-form";
import type { Locale } from "@/lib/i18n/locales";
import { fillTemplate } from "@/lib/text";
import type { ConsentCopy } from "./consent-field";
import type { FormEndProps } from "./form-end";
import type { LazyResolver } from "./lazy-resolver";
import { storedVisitFields } from "./visit-source-store";
import { useSubmit, type Created, type SubmitFailure } from "./use-submit";

/** The alert texts: `rejected` with "{message}" for the reason, `network` when no answer came. */
export type FailureWording = { network: string; rejected: string };

/** Every form ends with a consent box and a honeypot. */
type SiteFormValues = FieldValues & { consent?: unknown; website?: unknown };

type SiteFormOptions<TValues extends SiteFormValues, TOutput> = {
  /** The page's language: the validation messages, and the `language` sent with the body. */
  locale: Locale;
  resolvers: Record<Locale, LazyResolver<TValues, TOutput>>;
  defaultValues: DefaultValues<NoInfer<TValues>>;
  url: string;
  /** The submit button's words. */
  copy: { submit: string; sending: string };
  consent: ConsentCopy;
  failure: FailureWording;
  /** Form field of a server field name, where the two differ. */
  fieldFor?: Record<string, Path<TValues>>;
  /** A message when a 201 is still not the answer the form expects, else null. */
  checkCreated?: (created: Created) => string | null;
};

/** SPEC section 8: the alert for a failure, in the form's own words. */
function describeWith(wording: FailureWording) {
  return (failure: SubmitFailure) =>
    failure.kind === "network"
      ? wording.network
      : fillTemplate(wording.rejected, { message: failure.message });
}

/**
 * A form's state and sending. `send` posts the body with the page's language and the visit's
 * source added: the created answer on success, else null (the alert and the field messages then
 * say why). `end()` gives what <FormEnd> takes, bar a ref on the submit button.
 */
export function useSiteForm<TValues extends SiteFormValues, TOutput>({
  locale,
  resolvers,
  defaultValues,
  url,
  copy,
  consent,
  failure,
  fieldFor,
  checkCreated,
}: SiteFormOptions<TValues, TOutput>) {
  const { resolver, preload } = resolvers[locale];
  const form = useForm<TValues, unknown, TOutput>({ resolver, mode: "onTouched", defaultValues });
  const {
    register,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = form;
  const { submit, alert, clearAlert } = useSubmit({
    url,
    setError,
    getValues,
    describeFailure: describeWith(failure),
    fieldFor,
    checkCreated,
  });

  /** The message under a field, if it has one. */
  const message = (name: keyof TValues & string) =>
    (errors as Record<string, FieldError | undefined>)[name]?.message;
  // Where the visit came from goes with every form (its first and latest source, if known).
  const send = (body: Record<string, unknown>) =>
    submit({ ...body, ...storedVisitFields(), language: locale });
  // A function, called where <FormEnd> renders: the consent box and the honeypot must register
  // after the form's own fields, since a failed submit focuses the first field in that order.
  const end = (): FormEndProps => ({
    consent,
    consentRegistration: register("consent" as Path<TValues>),
    consentError: message("consent"),
    honeypotRegistration: register("website" as Path<TValues>),
    alert,
    sending: isSubmitting,
    sendingLabel: copy.sending,
    hasErrors: Object.keys(errors).length > 0,
    submitLabel: copy.submit,
  });

  return { form, preload, send, message, end, clearAlert };
}

"use client";

import { useRef, useState } from "react";
import { useForm, useWatch, type DefaultValues } from "react-hook-form";
import type { formCopy } from "@/lib/content/forms";
import { keepNameCharacters, phoneInputValue } from "@/lib/validations/input-filters";
import type { HomeLead, HomeLeadInput } from "@/lib/validations/lead";
import type { ConsentCopy } from "./consent-field";
import { FORM_CLASS, RadioGroup, SelectField, TextAreaField, TextField, filtered } from "./fields";
import { FormEnd } from "./form-end";
import { lazyResolver } from "./lazy-resolver";
import { SuccessDialog } from "./success-dialog";
import { useSubmit, type SubmitFailure } from "./use-submit";

type Input = HomeLeadInput;
type Output = HomeLead;

/** The form's words: the shared ones and the home form's own. */
export type HomeLeadFormCopy = typeof formCopy.common & typeof formCopy.home;

// The schema (and zod) load when the visitor first focuses a field, not with the page.
const { resolver, preload } = lazyResolver<Input, Output>(async () => {
  const [{ zodResolver }, { homeLeadSchema }] = await Promise.all([
    import("@hookform/resolvers/zod"),
    import("@/lib/validations/lead"),
  ]);
  return zodResolver(homeLeadSchema);
});

// The consent box starts unticked (it has no default: the schema only accepts `true`).
const DEFAULTS: DefaultValues<Input> = {
  source: "home",
  name: "",
  email: "",
  phone: "",
  role: "",
  program: "",
  expertise: "",
  linkedin_url: "",
  query: "",
  website: "",
};

/** SPEC section 8: the server's message after 'Error: ', a fixed text when the network failed. */
const describeFailure = (failure: SubmitFailure) =>
  failure.kind === "network" ? "Something went wrong!" : `Error: ${failure.message}`;

type HomeLeadFormClientProps = {
  copy: HomeLeadFormCopy;
  /** The six programs a student can choose from. */
  programs: readonly string[];
  consent: ConsentCopy;
};

/** The enquiry form in the home hero's slate card. */
export function HomeLeadFormClient({ copy, programs, consent }: HomeLeadFormClientProps) {
  const {
    register,
    handleSubmit,
    control,
    setValue,
    clearErrors,
    setError,
    getValues,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({
    resolver,
    mode: "onTouched",
    defaultValues: DEFAULTS,
  });
  const { submit, alert } = useSubmit({ url: "/api/leads", setError, getValues, describeFailure });
  const [success, setSuccess] = useState<string | null>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  // The first audience type is Student (SPEC section 4).
  const isStudent = useWatch({ control, name: "role" }) === copy.roles[0]?.value;

  const onSubmit = handleSubmit(async (lead) => {
    // The role goes as the visitor picked it (Student … Others); the server stores it canonically.
    const created = await submit({ ...lead, role: getValues("role") });
    if (created) {
      reset();
      setSuccess(created.message);
    }
  });

  const message = (name: keyof Input) => errors[name]?.message as string | undefined;

  return (
    <>
      <form
        noValidate
        onSubmit={onSubmit}
        onFocus={preload}
        data-tone="dark"
        className={`${FORM_CLASS} relative mt-4 grid gap-4`}
      >
        <TextField
          label={copy.name}
          registration={filtered(register("name"), keepNameCharacters)}
          error={message("name")}
          autoComplete="name"
        />
        <TextField
          label={copy.email}
          registration={register("email")}
          error={message("email")}
          type="email"
          autoComplete="email"
        />
        <TextField
          label={copy.phone}
          registration={filtered(register("phone"), phoneInputValue)}
          error={message("phone")}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
        />
        <RadioGroup
          label={copy.role}
          options={copy.roles}
          registration={register("role", {
            // SPEC section 4: a new audience type starts program and expertise afresh.
            onChange: () => {
              setValue("program", "");
              setValue("expertise", "");
              clearErrors(["program", "expertise"]);
            },
          })}
          error={message("role")}
        />
        {isStudent ? (
          <SelectField
            label={copy.program}
            placeholder={copy.programPlaceholder}
            options={programs.map((p) => ({ value: p, label: p }))}
            registration={register("program")}
            error={message("program")}
          />
        ) : (
          <TextField
            label={copy.expertise}
            registration={register("expertise")}
            error={message("expertise")}
          />
        )}
        <TextField
          label={copy.linkedin}
          registration={register("linkedin_url")}
          error={message("linkedin_url")}
          type="url"
          autoComplete="url"
        />
        <TextAreaField
          label={copy.query}
          registration={register("query")}
          error={message("query")}
        />
        <FormEnd
          consent={consent}
          consentRegistration={register("consent")}
          consentError={message("consent")}
          honeypotRegistration={register("website")}
          alert={alert}
          sending={isSubmitting}
          sendingLabel={copy.sending}
          hasErrors={Object.keys(errors).length > 0}
          submitLabel={copy.submit}
          submitRef={submitRef}
        />
      </form>
      <SuccessDialog
        open={success !== null}
        onClose={() => setSuccess(null)}
        title={copy.successTitle}
        message={success ?? ""}
        buttonLabel={copy.successButton}
        returnFocusRef={submitRef}
      />
    </>
  );
}

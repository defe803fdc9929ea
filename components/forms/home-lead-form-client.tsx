"use client";

import { useRef, useState } from "react";
import { useWatch, type DefaultValues } from "react-hook-form";
import type { FormCopy } from "./form-copy";
import type { Locale } from "@/lib/i18n/locales";
import { keepNameCharacters, phoneInputValue } from "@/lib/validations/input-filters";
import type { HomeLead, HomeLeadInput } from "@/lib/validations/lead";
import type { ConsentCopy } from "./consent-field";
import { FORM_CLASS, RadioGroup, SelectField, TextAreaField, TextField, filtered } from "./fields";
import { FormEnd } from "./form-end";
import { zodResolvers } from "./lazy-resolver";
import { SuccessDialog } from "./success-dialog";
import { useSiteForm } from "./use-site-form";

type Input = HomeLeadInput;
type Output = HomeLead;

/** The form's words: the shared ones and the home form's own. */
export type HomeLeadFormCopy = FormCopy["common"] & FormCopy["home"];

// The schema (and zod) load when the visitor first focuses a field, not with the page.
const resolvers = zodResolvers<Input, Output>((locale) =>
  import("@/lib/validations/lead").then((lead) => lead.homeLeadSchemaIn(locale)),
);

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
  heard_from: "",
  website: "",
};

type HomeLeadFormClientProps = {
  /** The page's language: the form's messages, and the notice language stored with the lead. */
  locale: Locale;
  copy: HomeLeadFormCopy;
  /** The six programs a student can choose from. */
  programs: readonly string[];
  consent: ConsentCopy;
};

/** The enquiry form in the home hero's slate card. */
export function HomeLeadFormClient({ locale, copy, programs, consent }: HomeLeadFormClientProps) {
  const { form, preload, send, message, end } = useSiteForm({
    locale,
    resolvers,
    defaultValues: DEFAULTS,
    url: "/api/leads",
    copy,
    consent,
    // SPEC section 8: the server's message after 'Error: ', a fixed text when the network failed.
    failure: { network: copy.networkError, rejected: copy.errorMessage },
  });
  const { register, handleSubmit, control, setValue, clearErrors, getValues, reset } = form;
  const [success, setSuccess] = useState<string | null>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  // The first audience type is Student (SPEC section 4).
  const isStudent = useWatch({ control, name: "role" }) === copy.roles[0]?.value;

  const onSubmit = handleSubmit(async (lead) => {
    // The role goes as the visitor picked it (Student … Others); the server stores it canonically.
    const created = await send({ ...lead, role: getValues("role") });
    if (created) {
      reset();
      setSuccess(copy.success);
    }
  });

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
        <SelectField
          label={copy.heardFrom}
          placeholder={copy.heardFromPlaceholder}
          options={copy.heardFromChoices}
          registration={register("heard_from")}
          error={message("heard_from")}
        />
        <FormEnd {...end()} submitRef={submitRef} />
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

"use client";

import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import type { DefaultValues } from "react-hook-form";
import type { FormCopy } from "./form-copy";
import type { Locale } from "@/lib/i18n/locales";
import { phoneInputValue } from "@/lib/validations/input-filters";
import type { CoderSheetLead, CoderSheetLeadInput } from "@/lib/validations/lead";
import { CODER_SHEET_FLAG } from "./coder-sheet-flag";
import type { ConsentCopy } from "./consent-field";
import { FORM_CLASS, RadioGroup, TextAreaField, TextField, filtered } from "./fields";
import { FormEnd } from "./form-end";
import { zodResolvers } from "./lazy-resolver";
import { useSiteForm } from "./use-site-form";

type Input = CoderSheetLeadInput;
type Output = CoderSheetLead;

/** The form's words: the shared ones, the coder-sheet gate's own and its failure alert. */
export type CoderSheetFormCopy = FormCopy["common"] & FormCopy["coderSheet"];

// The schema (and zod) load when the visitor first focuses a field, not with the page.
const resolvers = zodResolvers<Input, Output>((locale) =>
  import("@/lib/validations/lead").then((lead) => lead.coderSheetLeadSchemaIn(locale)),
);

// For a browser that refuses storage: the cards still open on this page after sending.
let filledInMemory = false;
const listeners = new Set<() => void>();

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
  };
}

function readFilled(): boolean {
  if (filledInMemory) return true;
  try {
    return window.sessionStorage.getItem(CODER_SHEET_FLAG) === "1";
  } catch {
    return false;
  }
}

function markFilled() {
  try {
    window.sessionStorage.setItem(CODER_SHEET_FLAG, "1");
  } catch {
    filledInMemory = true;
  }
  listeners.forEach((notify) => notify());
}

type CoderSheetGateClientProps = {
  /** The page's language: the form's messages, and the notice language stored with the lead. */
  locale: Locale;
  copy: CoderSheetFormCopy;
  consent: ConsentCopy;
  /** The heading over the cards once they show. */
  platformsTitle: string;
  /** A line under the form's title: why we ask. */
  lead: string;
  /** The platform cards, rendered on the server. */
  children: ReactNode;
};

/**
 * The first-visit form in front of the coders sheet. The server always renders the form (it
 * cannot see sessionStorage); a visitor who already sent it this session gets the cards at once.
 */
export function CoderSheetGateClient({
  locale,
  copy,
  consent,
  platformsTitle,
  lead,
  children,
}: CoderSheetGateClientProps) {
  const filled = useSyncExternalStore(subscribe, readFilled, () => false);
  const [justFilled, setJustFilled] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!justFilled) return;
    // The form that had focus is gone: carry on at the cards.
    headingRef.current?.focus();
    const timer = setTimeout(() => setJustFilled(false), copy.successMs);
    return () => clearTimeout(timer);
  }, [justFilled, copy.successMs]);

  return (
    <>
      <div role="status">
        {justFilled && (
          <p className="mb-6 rounded-card bg-pale p-4 font-semibold text-navy">{copy.success}</p>
        )}
      </div>
      {filled ? (
        <>
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="mb-8 text-2xl font-semibold text-navy sm:text-3xl"
          >
            {platformsTitle}
          </h2>
          {children}
        </>
      ) : (
        <CoderSheetForm
          locale={locale}
          copy={copy}
          consent={consent}
          lead={lead}
          onSent={() => {
            markFilled();
            setJustFilled(true);
          }}
        />
      )}
    </>
  );
}

const DEFAULTS: DefaultValues<Input> = {
  source: "coder_sheet",
  name: "",
  email: "",
  phone: "",
  role: "",
  query: "",
  website: "",
};

type CoderSheetFormProps = {
  locale: Locale;
  copy: CoderSheetFormCopy;
  consent: ConsentCopy;
  lead: string;
  onSent: () => void;
};

function CoderSheetForm({ locale, copy, consent, lead, onSent }: CoderSheetFormProps) {
  const { form, preload, send, message, end } = useSiteForm({
    locale,
    resolvers,
    defaultValues: DEFAULTS,
    url: "/api/leads",
    copy,
    consent,
    // SPEC section 8: one text for every failure; field errors still show under their fields.
    failure: { network: copy.failure, rejected: copy.failure },
  });
  const { register, handleSubmit } = form;

  const onSubmit = handleSubmit(async (values) => {
    if (await send(values)) onSent();
  });

  return (
    <div className="max-w-2xl rounded-card bg-paper p-6 shadow-card ring-1 ring-line/40 sm:p-8">
      <h2 className="text-2xl font-semibold text-navy">{copy.title}</h2>
      <p className="mt-2 text-muted">{lead}</p>
      <form
        noValidate
        onSubmit={onSubmit}
        onFocus={preload}
        className={`${FORM_CLASS} relative mt-6 grid gap-4`}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={copy.name}
            registration={register("name")}
            error={message("name")}
            autoComplete="name"
            className="sm:col-span-2"
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
        </div>
        <RadioGroup
          label={copy.role}
          options={copy.roles}
          registration={register("role")}
          error={message("role")}
        />
        <TextAreaField
          label={copy.query}
          registration={register("query")}
          error={message("query")}
        />
        <FormEnd {...end()} />
      </form>
    </div>
  );
}

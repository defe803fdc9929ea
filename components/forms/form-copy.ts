// The words on the three forms, from messages/<locale>/form.json (typed by the English file),
// shaped as the forms show them: each choice list in its order, with the value the form sends.
// Read on the server and passed to the client forms as props. Tests find fields by these labels,
// so each stays unique per form.
import type { Locale } from "@/lib/i18n/locales";
import enForm from "@/messages/en/form.json";
import hiForm from "@/messages/hi/form.json";

type FormMessages = typeof enForm;
const FORM_MESSAGES: Record<Locale, FormMessages> = { en: enForm, hi: hiForm };

/** How long the coder sheet's success message stays, in milliseconds (SPEC section 9: 5 s). */
const CODER_SHEET_SUCCESS_MS = 5000;

const choices = <V extends string>(labels: Record<V, string>) =>
  (Object.entries(labels) as [V, string][]).map(([value, label]) => ({ value, label }));

/** Every form's words in `locale`. */
export function formCopyIn(locale: Locale) {
  const { common, home, coderSheet, mentorship } = FORM_MESSAGES[locale];
  return {
    common,
    home: { ...home, roles: choices(home.roles), heardFromChoices: choices(home.heardFromChoices) },
    coderSheet: {
      ...coderSheet,
      roles: choices(coderSheet.roles),
      successMs: CODER_SHEET_SUCCESS_MS,
    },
    mentorship,
  };
}

export type FormCopy = ReturnType<typeof formCopyIn>;

"use client";
// The one client part of every staff form: sends its fields as JSON to a staff or sign-in API
// through the site's fetch wrapper, says what went wrong (with each field's message, the first
// bad field focused), and then reloads the page's data, goes to the next page, or shows what the
// server handed back once (a set-up link, recovery codes), with a Copy button if asked. Its fields
// are rendered by the page.
import { useRouter } from "next/navigation";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { requestJson } from "@/lib/api/client";
import { FormAlert } from "@/components/forms/form-alert";
import { useHydrated } from "@/components/ui/use-hydrated";
import { CopyButton } from "./copy-button";

export type ActionFormProps = {
  /** The API it posts to. */
  action: string;
  submitLabel: string;
  children?: ReactNode;
  /** Where to go once it worked; without it, the page's data is reloaded. */
  then?: string;
  /** Go here instead when the answer has this key set (sign-in that needs a code). */
  branch?: { when: string; go: string };
  /**
   * Show this key of the answer (a string or a list) once it worked, and stay; with `copy`, a
   * Copy button beside it (`copy` names what it copies, for a screen reader).
   */
  reveal?: { key: string; title: string; hint: string; copy?: string };
  /** Ask before sending (erasing, disabling). */
  confirm?: string;
  tone?: "primary" | "danger" | "secondary";
  className?: string;
  /** Empty the fields once it worked (a note). */
  reset?: boolean;
};

const TONES = {
  primary: "bg-navy text-paper hover:bg-slate",
  danger: "bg-danger text-paper",
  secondary: "text-navy ring-2 ring-navy hover:bg-mist",
};

/** The form's fields as JSON: checkboxes become true/false, everything else a string. */
function valuesOf(form: HTMLFormElement): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const element of Array.from(form.elements)) {
    const field = element as HTMLInputElement;
    if (!field.name || field.disabled) continue;
    values[field.name] = field.type === "checkbox" ? field.checked : field.value;
  }
  return values;
}

export function ActionForm(props: ActionFormProps) {
  const router = useRouter();
  // Until the script runs, a click would send the fields as a plain GET (a password in the URL).
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [revealed, setRevealed] = useState<string[] | null>(null);
  const revealId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (props.confirm && !window.confirm(props.confirm)) return;
    setBusy(true);
    setError(null);
    setDone(null);
    // What an earlier send revealed goes: a failed add must not leave an old link looking new.
    setRevealed(null);
    const result = await requestJson<Record<string, unknown>>(props.action, {
      method: "POST",
      body: valuesOf(form),
      retryDelaysMs: [],
    });
    setBusy(false);
    for (const el of Array.from(form.elements)) el.removeAttribute("aria-invalid");
    if (!result.ok) {
      if (result.kind === "network") {
        setError("No connection to the server. Check the network and try again.");
        return;
      }
      const fields = result.error.fields ?? {};
      const first = Object.keys(fields)
        .map((name) => form.elements.namedItem(name))
        .find((el): el is HTMLInputElement => el instanceof HTMLElement);
      for (const name of Object.keys(fields)) {
        const el = form.elements.namedItem(name);
        if (el instanceof HTMLElement) el.setAttribute("aria-invalid", "true");
      }
      const details = Object.values(fields).filter((m) => m !== result.error.message);
      setError([result.error.message, ...details].join(" "));
      first?.focus();
      return;
    }
    const data = (result.data ?? {}) as Record<string, unknown>;
    const payload = (data.data as Record<string, unknown> | undefined) ?? data;
    if (props.branch && payload[props.branch.when]) return router.push(props.branch.go);
    if (props.then) {
      // A full load: the next page is rendered for the session the answer just set.
      window.location.assign(props.then);
      return;
    }
    if (props.reset) form.reset();
    if (props.reveal) {
      const value = payload[props.reveal.key];
      setRevealed(Array.isArray(value) ? value.map(String) : [String(value ?? "")]);
    }
    setDone(typeof data.message === "string" ? data.message : "Done.");
    router.refresh();
  }

  return (
    <form onSubmit={submit} className={props.className ?? "grid gap-4"} noValidate>
      {props.children}
      <FormAlert message={error} />
      <div>
        <button
          type="submit"
          disabled={busy || !hydrated}
          className={`inline-flex min-h-tap items-center justify-center rounded-lg px-4 py-2 text-sm font-semibold disabled:opacity-60 ${TONES[props.tone ?? "primary"]}`}
        >
          {busy ? "Working…" : props.submitLabel}
        </button>
      </div>
      <p role="status" className="text-sm font-semibold text-leaf">
        {done}
      </p>
      {revealed && props.reveal && (
        <div className="col-span-full rounded-lg bg-pale p-4">
          <p className="font-semibold text-navy">{props.reveal.title}</p>
          <p className="text-sm text-muted">{props.reveal.hint}</p>
          <ul id={revealId} className="mt-2 grid gap-1 font-mono text-sm break-all">
            {revealed.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {props.reveal.copy && (
            <div className="mt-2">
              <CopyButton text={revealed.join("\n")} targetId={revealId} what={props.reveal.copy} />
            </div>
          )}
        </div>
      )}
    </form>
  );
}

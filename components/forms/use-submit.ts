"use client";

import { useRef, useState } from "react";
import type { FieldValues, Path, UseFormGetValues, UseFormSetError } from "react-hook-form";
import { postJson } from "@/lib/api/client";
import { usePageLocale } from "@/lib/i18n/use-page-locale";

/** What the form handlers answer with on 201. */
export type Created = { data: { id: string }; message: string };

/** Why a submission did not go through, for the form to word its alert. */
export type SubmitFailure =
  | { kind: "network" }
  /** The server's message (or, for an answer the form cannot accept, the form's own). */
  | { kind: "rejected"; message: string };

type SubmitOptions<TValues extends FieldValues> = {
  url: string;
  setError: UseFormSetError<TValues>;
  getValues: UseFormGetValues<TValues>;
  /** The alert text for a failure. */
  describeFailure: (failure: SubmitFailure) => string;
  /** Form field of a server field name, where the two differ. */
  fieldFor?: Record<string, Path<TValues>>;
  /** A message when a 201 is still not the answer the form expects, else null. */
  checkCreated?: (created: Created) => string | null;
};

/**
 * Posts a form's body and turns the answer into form state: server field errors under their
 * fields, an alert text for anything else. One Idempotency-Key per attempt: sending the same
 * values again (after a failure) reuses it, so the server stores them at most once; new values or
 * a success start a new one.
 */
export function useSubmit<TValues extends FieldValues>({
  url,
  setError,
  getValues,
  describeFailure,
  fieldFor,
  checkCreated,
}: SubmitOptions<TValues>) {
  const locale = usePageLocale();
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const inFlight = useRef(false);
  const [alert, setAlert] = useState<string | null>(null);

  async function send(body: Record<string, unknown>): Promise<Created | null> {
    const serialised = JSON.stringify(body);
    if (attempt.current?.body !== serialised) {
      attempt.current = { body: serialised, key: crypto.randomUUID() };
    }
    setAlert(null);
    const result = await postJson<Created>(url, body, {
      idempotencyKey: attempt.current.key,
      locale,
    });

    if (result.ok) {
      const problem = checkCreated?.(result.data) ?? null;
      if (problem === null) {
        attempt.current = null;
        return result.data;
      }
      setAlert(describeFailure({ kind: "rejected", message: problem }));
      return null;
    }
    if (result.kind === "network") {
      setAlert(describeFailure({ kind: "network" }));
      return null;
    }
    const known = new Set(Object.keys(getValues()));
    let first = true;
    for (const [serverName, message] of Object.entries(result.error.fields ?? {})) {
      const name = fieldFor?.[serverName] ?? serverName;
      if (!known.has(name)) continue;
      setError(name as Path<TValues>, { type: "server", message }, { shouldFocus: first });
      first = false;
    }
    setAlert(describeFailure({ kind: "rejected", message: result.error.message }));
    return null;
  }

  /** Sends the body; the created answer on success, else null (the alert then says why). */
  async function submit(body: Record<string, unknown>): Promise<Created | null> {
    // The button is disabled while sending; this also stops a second submit by other means.
    if (inFlight.current) return null;
    inFlight.current = true;
    try {
      return await send(body);
    } finally {
      inFlight.current = false;
    }
  }

  return { submit, alert, clearAlert: () => setAlert(null) };
}

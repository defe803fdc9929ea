"use client";
// The work form of one submission's page: status, owner, follow-up day, a note and, for a booking
// moved to Rescheduled, the new session. It sends only what the person changed, each with what
// the page showed, so a stale page never overwrites someone else's change (the server answers 409
// naming it); it says when changes are unsaved and asks before they are left behind. Not an
// ActionForm: that one sends every field it holds.
import { useRouter } from "next/navigation";
import { type FormEvent, type ReactNode, useState, useTransition } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { useHydrated } from "@/components/ui/use-hydrated";
import { requestJson } from "@/lib/api/client";
import { buttonClass, inputClass } from "./ui";
import { useLeaveWarning } from "./use-leave-warning";

type Tracked = "status" | "ownerId" | "followUpOn";
type Key = Tracked | "note" | "slotDate" | "slotTime";
type Edits = Partial<Record<Key, string>>;
const TRACKED: readonly Tracked[] = ["status", "ownerId", "followUpOn"];
const isTracked = (key: Key): key is Tracked => (TRACKED as readonly Key[]).includes(key);
const ORDER: readonly Key[] = ["status", "slotDate", "slotTime", "ownerId", "followUpOn", "note"];

export type ItemFormProps = {
  /** The API the changes go to. */
  api: string;
  /** What the page shows now ("" for no owner or no follow-up day). */
  base: Record<Tracked, string>;
  statuses: { value: string; label: string }[];
  owners: { id: string; name: string }[];
  /** Today in India: the earliest follow-up day and session date. */
  today: string;
  noteMax: number;
};

const without = (edits: Edits, ...keys: Key[]): Edits =>
  Object.fromEntries(Object.entries(edits).filter(([key]) => !keys.includes(key as Key)));

/** A labelled control with its hint and, after a refused save, its message under it. */
function Control(props: {
  id: Key;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  const { hint } = props;
  return (
    <div className="min-w-0">
      <label htmlFor={props.id} className="block text-sm font-semibold text-ink">
        {props.label}
      </label>
      {props.children}
      {hint && (
        <p id={`${props.id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      {props.error && (
        <p id={`${props.id}-error`} className="mt-1 text-sm font-semibold text-danger">
          {props.error}
        </p>
      )}
    </div>
  );
}

export function ItemForm({ api, base, statuses, owners, today, noteMax }: ItemFormProps) {
  const router = useRouter();
  const hydrated = useHydrated();
  const [edits, setEdits] = useState<Edits>({});
  const [seenBase, setSeenBase] = useState(base);
  const [busy, setBusy] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const [alert, setAlert] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);

  // Fresh data from the server (after a save, or a refused stale one): an edit that matches what
  // is stored now is no longer a change, nor is a status the new one cannot move to; the others
  // stay, to be saved again.
  if (TRACKED.some((key) => seenBase[key] !== base[key])) {
    setSeenBase(base);
    const offered = statuses.map((s) => s.value);
    setEdits((current) => {
      const gone = TRACKED.filter((key) => current[key] === base[key]);
      if (current.status !== undefined && !offered.includes(current.status)) gone.push("status");
      const kept = without(current, ...gone);
      return kept.status === "rescheduled" ? kept : without(kept, "slotDate", "slotTime");
    });
  }

  const value = (key: Key) => edits[key] ?? (isTracked(key) ? base[key] : "");
  const rescheduling = value("status") === "rescheduled" && base.status !== "rescheduled";
  const changed = ORDER.filter((key) =>
    key === "note" ? value(key).trim() : edits[key] !== undefined,
  );
  const dirty = changed.length > 0 && !refreshing;
  useLeaveWarning(dirty);

  function set(key: Key, next: string) {
    setDone(null);
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([k]) => k !== key)));
    setEdits((current) => {
      const same = isTracked(key) ? next === base[key] : next === "";
      const rest = without(current, key);
      const edited = same ? rest : { ...rest, [key]: next };
      // A new session goes with a move to Rescheduled only.
      return key === "status" && next !== "rescheduled"
        ? without(edited, "slotDate", "slotTime")
        : edited;
    });
  }

  function body(): Record<string, unknown> {
    const sent: Record<string, unknown> = { base: {} };
    for (const key of TRACKED) {
      if (edits[key] === undefined) continue;
      sent[key] = edits[key];
      (sent.base as Record<string, string>)[key] = base[key];
    }
    if (value("note").trim()) sent.note = value("note");
    if (rescheduling)
      Object.assign(sent, { slotDate: value("slotDate"), slotTime: value("slotTime") });
    return sent;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setBusy(true);
    setAlert(null);
    setErrors({});
    setDone(null);
    const result = await requestJson<{ message?: string }>(api, {
      method: "POST",
      body: body(),
      retryDelaysMs: [],
    });
    setBusy(false);
    if (!result.ok) {
      if (result.kind === "network")
        return setAlert("No connection to the server. Check the network and try again.");
      const fields = result.error.fields ?? {};
      const shown = ORDER.filter((key) => fields[key] && form.elements.namedItem(key));
      const elsewhere = Object.entries(fields)
        .filter(([key, message]) => !shown.includes(key as Key) && message !== result.error.message)
        .map(([, message]) => message);
      setErrors(fields);
      setAlert([result.error.message, ...elsewhere].join(" "));
      if (shown[0]) (form.elements.namedItem(shown[0]) as HTMLElement).focus();
      // A stale page: show what is stored now; the person's own changes stay in the form.
      if (result.error.code === "conflict") startRefresh(() => router.refresh());
      return;
    }
    setEdits((current) => without(current, "note", "slotDate", "slotTime"));
    setDone(result.data.message ?? "Saved.");
    startRefresh(() => router.refresh());
  }

  const hints: Partial<Record<Key, string>> = {
    followUpOn: "Today or a later day.",
    note: `What was said, what happens next. At most ${noteMax} characters.`,
  };
  /** What every control of the form carries: its value, its hint and its message. */
  const bind = (key: Key) => ({
    id: key,
    name: key,
    value: value(key),
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
    "aria-describedby":
      [hints[key] && `${key}-hint`, errors[key] && `${key}-error`].filter(Boolean).join(" ") ||
      undefined,
    "aria-invalid": errors[key] ? true : undefined,
    className: inputClass,
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <Control id="status" label="Status" error={errors.status}>
          <select {...bind("status")}>
            {statuses.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </Control>
        <Control id="ownerId" label="Owner" error={errors.ownerId}>
          <select {...bind("ownerId")}>
            <option value="">Nobody yet</option>
            {owners.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </select>
        </Control>
        <Control
          id="followUpOn"
          label="Follow up on"
          hint={hints.followUpOn}
          error={errors.followUpOn}
        >
          <input {...bind("followUpOn")} type="date" min={today} />
        </Control>
      </div>
      {rescheduling && (
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold text-ink">
            The new session, India time
          </legend>
          <Control id="slotDate" label="New session date" error={errors.slotDate}>
            <input {...bind("slotDate")} type="date" min={today} />
          </Control>
          <Control id="slotTime" label="New session time" error={errors.slotTime}>
            <input {...bind("slotTime")} type="time" />
          </Control>
        </fieldset>
      )}
      <Control id="note" label="New note (optional)" hint={hints.note} error={errors.note}>
        <textarea {...bind("note")} rows={3} maxLength={noteMax} />
      </Control>
      <FormAlert message={alert} />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={busy || !hydrated} className={buttonClass}>
          {busy ? "Saving…" : "Save"}
        </button>
        <p aria-live="polite" className="text-sm font-semibold text-ink">
          {dirty ? "Unsaved changes" : ""}
        </p>
        <p role="status" className="text-sm font-semibold text-leaf">
          {done}
        </p>
      </div>
    </form>
  );
}

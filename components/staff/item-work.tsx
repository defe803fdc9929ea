// What a counsellor changes on one submission: the next status (only the allowed steps), the
// owner and the follow-up day; and the notes, oldest first, with a form for a new one.
import { BOOKING_STEPS, LEAD_STEPS, statusLabel as label } from "@/lib/inbox/statuses";
import type { InboxItem } from "@/lib/services/inbox-item";
import type { StaffMember } from "@/lib/services/staff";
import { NOTE_MAX } from "@/lib/validations/staff";
import { ActionForm } from "./action-form";
import { Field, Panel, formatIst, inputClass } from "./ui";

export function ItemWork({
  item,
  team,
  api,
}: {
  item: InboxItem;
  team: StaffMember[];
  api: string;
}) {
  const steps: readonly string[] =
    item.kind === "enquiries"
      ? (LEAD_STEPS[item.status as keyof typeof LEAD_STEPS] ?? [])
      : (BOOKING_STEPS[item.status as keyof typeof BOOKING_STEPS] ?? []);
  return (
    <>
      <Panel title="Status and follow-up">
        <p className="mb-4">
          Now: <strong>{label(item.status)}</strong>
        </p>
        <ActionForm action={api} submitLabel="Save" className="grid gap-4 sm:grid-cols-3">
          <Field id="status" label="Move to">
            <select id="status" name="status" defaultValue={item.status} className={inputClass}>
              <option value={item.status}>Keep: {label(item.status)}</option>
              {steps.map((s) => (
                <option key={s} value={s}>
                  {label(s)}
                </option>
              ))}
            </select>
          </Field>
          <Field id="ownerId" label="Owner">
            <select
              id="ownerId"
              name="ownerId"
              defaultValue={item.ownerId ?? ""}
              className={inputClass}
            >
              <option value="">Nobody yet</option>
              {team
                .filter((m) => !m.disabled || m.id === item.ownerId)
                .map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.name}
                  </option>
                ))}
            </select>
          </Field>
          <Field id="followUpOn" label="Follow up on">
            <input
              id="followUpOn"
              name="followUpOn"
              type="date"
              defaultValue={item.followUpOn ?? ""}
              className={inputClass}
            />
          </Field>
        </ActionForm>
      </Panel>
      <Panel title="Notes">
        {item.notes.length === 0 ? (
          <p className="mb-4 text-muted">No notes yet.</p>
        ) : (
          <ol className="mb-4 grid gap-3">
            {item.notes.map((note) => (
              <li key={note.id} className="rounded-lg bg-mist p-3">
                <p className="whitespace-pre-wrap break-words">{note.body}</p>
                <p className="mt-1 text-sm text-muted">
                  {note.authorName ?? "A former staff member"} · {formatIst(note.createdAt)}
                </p>
              </li>
            ))}
          </ol>
        )}
        <ActionForm action={`${api}/notes`} submitLabel="Add note" reset>
          <Field
            id="body"
            label="New note"
            hint={`What was said, what happens next. At most ${NOTE_MAX} characters.`}
          >
            <textarea
              id="body"
              name="body"
              rows={3}
              maxLength={NOTE_MAX}
              required
              aria-describedby="body-hint"
              className={inputClass}
            />
          </Field>
        </ActionForm>
      </Panel>
    </>
  );
}

// What a staff member works on one submission: where it stands and the one form that changes it
// (the next statuses it may take, reopening for an admin, owner, follow-up day, a note); and its
// notes, oldest first.
import { reopenFrom, skippedSteps, statusLabel as label, stepsFrom } from "@/lib/inbox/statuses";
import type { InboxItem, Note } from "@/lib/services/inbox-item";
import type { StaffMember } from "@/lib/services/staff";
import { NOTE_MAX, todayInIndia } from "@/lib/validations/staff";
import { ItemForm } from "./item-form";
import { PersonText } from "./person-text";
import { Panel, formatIst } from "./ui";

/** The status box's choices: keep it, its next steps (naming a step they skip), reopening. */
function statusChoices(item: InboxItem, mayReopen: boolean) {
  const kind = item.kind === "enquiries" ? "enquiry" : "booking";
  const from = item.status;
  const step = (to: string) => {
    const skipped = skippedSteps(kind, from, to).map(label);
    return {
      value: to,
      label: skipped.length ? `${label(to)} (skips ${skipped.join(", ")})` : label(to),
    };
  };
  return [
    { value: from, label: `Keep: ${label(from)}` },
    ...stepsFrom(kind, from).map(step),
    ...(mayReopen ? reopenFrom(kind, from) : []).map((to) => ({
      value: to,
      label: `Reopen as ${label(to)}`,
    })),
  ];
}

export function ItemWork({
  item,
  team,
  api,
  mayReopen,
}: {
  item: InboxItem;
  team: StaffMember[];
  api: string;
  mayReopen: boolean;
}) {
  const session = "appointment_at" in item.record ? item.record.appointment_at : null;
  return (
    <Panel title="Status and follow-up">
      <p className="mb-4">
        Now: <strong>{label(item.status)}</strong>
        {session && <> · session on {formatIst(session)}</>}
      </p>
      <ItemForm
        api={api}
        base={{
          status: item.status,
          ownerId: item.ownerId ?? "",
          followUpOn: item.followUpOn ?? "",
        }}
        statuses={statusChoices(item, mayReopen)}
        owners={team
          .filter((m) => !m.disabled || m.id === item.ownerId)
          .map((m) => ({ id: m.id, name: m.name }))}
        today={todayInIndia()}
        noteMax={NOTE_MAX}
      />
    </Panel>
  );
}

export function ItemNotes({ notes }: { notes: Note[] }) {
  return (
    <Panel title="Notes">
      {notes.length === 0 ? (
        <p className="text-muted">No notes yet.</p>
      ) : (
        <ol className="grid gap-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-mist p-3">
              <p className="whitespace-pre-wrap break-words">
                <PersonText text={note.body} />
              </p>
              <p className="mt-1 text-sm text-muted">
                {note.authorName ?? "A former staff member"} · {formatIst(note.createdAt)}
              </p>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}

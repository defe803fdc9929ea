// Who gets new enquiries and bookings, as staff change it: the team page's panel (automatic
// assignment on or off, who is on duty, each program's counsellor) and the on/off duty button of a
// member (the team page) or of oneself (the account page). Server components around ActionForm.
import { isStaffRole, may } from "@/lib/auth/roles";
import { formOptions } from "@/lib/content/forms";
import type { AssignmentSettings } from "@/lib/services/assignment-settings";
import type { StaffMember } from "@/lib/services/staff";
import { ActionForm } from "./action-form";
import { Field, Panel, inputClass } from "./ui";

/** Whether a member can be given enquiries now: enabled, and a counsellor or an admin. */
export const takesEnquiries = (m: StaffMember) =>
  !m.disabled && isStaffRole(m.role) && may(m.role, "enquiries");

/** On or off duty: a member's, by an admin on the team page; without `member`, one's own. */
export function DutyForm({
  member,
  onDuty,
}: {
  member?: { id: string; name: string };
  onDuty: boolean;
}) {
  const label = member
    ? `${onDuty ? "Take" : "Put"} ${member.name} ${onDuty ? "off" : "on"} duty`
    : onDuty
      ? "Go off duty"
      : "Go on duty";
  return (
    <ActionForm
      action={member ? `/api/staff/team/${member.id}` : "/api/staff/account/duty"}
      submitLabel={label}
      tone="secondary"
    >
      {member && <input type="hidden" name="action" value="set-duty" />}
      <input type="hidden" name="duty" value={onDuty ? "off" : "on"} />
    </ActionForm>
  );
}

/** A program's counsellor, chosen among those who take enquiries (or nobody: in turn). */
function ProgramForm({
  program,
  index,
  current,
  team,
}: {
  program: string;
  index: number;
  current: string | undefined;
  team: StaffMember[];
}) {
  const id = `program-${index}`;
  const held = team.find((m) => m.id === current);
  return (
    <ActionForm
      action="/api/staff/assignment"
      submitLabel={`Save for ${program}`}
      tone="secondary"
      className="flex flex-wrap items-end gap-2"
    >
      <input type="hidden" name="action" value="set-program-counsellor" />
      <input type="hidden" name="program" value={program} />
      <Field id={id} label={program}>
        <select id={id} name="staffId" defaultValue={current ?? ""} className={inputClass}>
          <option value="">Nobody: in turn</option>
          {held && !takesEnquiries(held) && (
            <option value={held.id}>{held.name} (cannot take enquiries now)</option>
          )}
          {team.filter(takesEnquiries).map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </select>
      </Field>
    </ActionForm>
  );
}

export function AssignmentPanel({
  settings,
  team,
}: {
  settings: AssignmentSettings;
  team: StaffMember[];
}) {
  const onDuty = team.filter((m) => m.onDuty && takesEnquiries(m)).map((m) => m.name);
  return (
    <Panel title="Automatic assignment">
      <div className="grid gap-4">
        <p>
          {settings.automatic
            ? "On: each new enquiry and booking gets an owner, the counsellors and admins on duty in turn (an enquiry about a program with a counsellor below goes to them, while on duty)."
            : "Off: new enquiries and bookings wait in the inbox without an owner."}{" "}
          {onDuty.length > 0
            ? `On duty now: ${onDuty.join(", ")}.`
            : "Nobody is on duty now, so new ones wait without an owner."}
        </p>
        <ActionForm
          action="/api/staff/assignment"
          submitLabel={`Turn automatic assignment ${settings.automatic ? "off" : "on"}`}
          tone={settings.automatic ? "danger" : "primary"}
        >
          <input type="hidden" name="action" value="set-automatic" />
          <input type="hidden" name="automatic" value={settings.automatic ? "off" : "on"} />
        </ActionForm>
        <h3 className="font-semibold text-navy">Program counsellors</h3>
        <ul className="grid gap-3">
          {formOptions.programs.map((program, index) => (
            <li key={program}>
              <ProgramForm
                program={program}
                index={index}
                current={settings.programs[program]}
                team={team}
              />
            </li>
          ))}
        </ul>
      </div>
    </Panel>
  );
}

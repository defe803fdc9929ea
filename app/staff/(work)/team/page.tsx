// /staff/team – admins add staff (each gets a one-time set-up link to hand over), change their
// role, disable or enable them, renew a lost link, reset the authenticator app of a member who
// lost it with its recovery codes, and put counsellors and admins on or off duty. Nobody changes
// their own row here (one's own duty: the account page). Above them, automatic assignment and
// what alerts of new enquiries and bookings show.
import type { Metadata } from "next";
import { ActionForm } from "@/components/staff/action-form";
import { AlertDetailPanel } from "@/components/staff/alert-forms";
import { AssignmentPanel, DutyForm, takesEnquiries } from "@/components/staff/assignment-panel";
import { Field, PageTitle, Panel, inputClass } from "@/components/staff/ui";
import { requireStaffPage } from "@/lib/auth/guard";
import { ROLE_LABELS, STAFF_ROLES, isStaffRole } from "@/lib/auth/roles";
import { getDb } from "@/lib/db/client";
import { alertConfigFromEnv } from "@/lib/services/alerts/config";
import { getAlertDetail } from "@/lib/services/alerts/settings";
import { getAssignmentSettings } from "@/lib/services/assignment-settings";
import { type StaffMember, listStaff } from "@/lib/services/staff";

export const metadata: Metadata = { title: "Team" };

const LINK_REVEAL = {
  key: "setUpLink",
  title: "Set-up link",
  hint: "Give it to them in person or by phone. It works once, within 48 hours; it is not shown again.",
  copy: "set-up link",
};

/** A member's role, changed with a select and a save (never one's own: not shown on that row). */
function RoleForm({ member }: { member: StaffMember }) {
  const id = `role-${member.id}`;
  return (
    <ActionForm
      action={`/api/staff/team/${member.id}`}
      submitLabel={`Save role for ${member.name}`}
      tone="secondary"
      className="flex flex-wrap items-end gap-2"
    >
      <input type="hidden" name="action" value="set-role" />
      <Field id={id} label={`Role of ${member.name}`}>
        <select
          id={id}
          name="role"
          defaultValue={isStaffRole(member.role) ? member.role : "counsellor"}
          className={inputClass}
        >
          {STAFF_ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABELS[r]}
            </option>
          ))}
        </select>
      </Field>
    </ActionForm>
  );
}

export default async function TeamPage() {
  const me = await requireStaffPage({ duty: "administration" });
  const db = await getDb();
  const team = await listStaff(db);
  const settings = await getAssignmentSettings(db);
  const alertDetail = await getAlertDetail(db);
  const { email, telegram } = alertConfigFromEnv();
  return (
    <>
      <PageTitle>Team</PageTitle>
      <div className="grid gap-6">
        <Panel title="Add a staff member">
          <ActionForm
            action="/api/staff/team"
            submitLabel="Add and make a set-up link"
            reveal={LINK_REVEAL}
            reset
            className="grid gap-4 sm:grid-cols-3"
          >
            <Field id="name" label="Name">
              <input
                id="name"
                name="name"
                autoComplete="off"
                required
                maxLength={80}
                className={inputClass}
              />
            </Field>
            <Field id="email" label="Email">
              <input
                id="email"
                name="email"
                type="email"
                autoComplete="off"
                required
                className={inputClass}
              />
            </Field>
            <Field id="role" label="Role">
              <select id="role" name="role" defaultValue="counsellor" className={inputClass}>
                {STAFF_ROLES.map((r) => (
                  <option key={r} value={r}>
                    {ROLE_LABELS[r]}
                  </option>
                ))}
              </select>
            </Field>
          </ActionForm>
        </Panel>
        <AssignmentPanel settings={settings} team={team} />
        <AlertDetailPanel
          detail={alertDetail}
          ways={{ email: email !== null, telegram: telegram !== null }}
        />
        <Panel title="Staff members">
          <ul className="grid gap-3">
            {team.map((m) => (
              <li key={m.id} className="grid gap-3 rounded-lg bg-mist p-3">
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <div className="min-w-0">
                    <p className="font-semibold">{m.name}</p>
                    <p className="break-all text-sm text-muted">{m.email}</p>
                  </div>
                  <p className="text-sm">
                    {isStaffRole(m.role) ? ROLE_LABELS[m.role] : "No role"}
                    {" · "}
                    {m.disabled ? "Disabled" : m.twoFactorEnabled ? "Active" : "Not set up yet"}
                    {takesEnquiries(m) && (m.onDuty ? " · On duty" : " · Off duty")}
                  </p>
                </div>
                {m.id !== me.id && (
                  <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
                    <RoleForm member={m} />
                    {takesEnquiries(m) && <DutyForm member={m} onDuty={m.onDuty} />}
                    <ActionForm
                      action={`/api/staff/team/${m.id}`}
                      submitLabel={m.disabled ? `Enable ${m.name}` : `Disable ${m.name}`}
                      tone={m.disabled ? "secondary" : "danger"}
                      confirm={
                        m.disabled ? undefined : `Disable ${m.name}? They are signed out at once.`
                      }
                    >
                      <input
                        type="hidden"
                        name="action"
                        value={m.disabled ? "enable" : "disable"}
                      />
                    </ActionForm>
                    {!m.disabled && (
                      <ActionForm
                        action={`/api/staff/team/${m.id}`}
                        submitLabel={`New set-up link for ${m.name}`}
                        tone="secondary"
                        reveal={LINK_REVEAL}
                      >
                        <input type="hidden" name="action" value="new-link" />
                      </ActionForm>
                    )}
                    {!m.disabled && m.twoFactorEnabled && (
                      <ActionForm
                        action={`/api/staff/team/${m.id}`}
                        submitLabel={`Reset authenticator app of ${m.name}`}
                        tone="secondary"
                        confirm={`Reset the authenticator app of ${m.name}? They are signed out, and set up a new app after their password at their next sign-in.`}
                      >
                        <input type="hidden" name="action" value="reset-authenticator" />
                      </ActionForm>
                    )}
                  </div>
                )}
              </li>
            ))}
          </ul>
        </Panel>
      </div>
    </>
  );
}

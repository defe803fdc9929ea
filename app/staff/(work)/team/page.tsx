// /staff/team – admins add staff (each gets a one-time set-up link to hand over), change their
// role, disable or enable them, and renew a lost link. Nobody changes their own row here.
import type { Metadata } from "next";
import { ActionForm } from "@/components/staff/action-form";
import { Field, PageTitle, Panel, inputClass } from "@/components/staff/ui";
import { requireStaffPage } from "@/lib/auth/guard";
import { ROLE_LABELS, STAFF_ROLES, isStaffRole } from "@/lib/auth/roles";
import { getDb } from "@/lib/db/client";
import { listStaff } from "@/lib/services/staff";

export const metadata: Metadata = { title: "Team" };

const LINK_REVEAL = {
  key: "setUpLink",
  title: "Set-up link",
  hint: "Give it to them in person or by phone. It works once, within 48 hours; it is not shown again.",
  copy: "set-up link",
};

export default async function TeamPage() {
  const me = await requireStaffPage({ admin: true });
  const team = await listStaff(await getDb());
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
        <Panel title="Staff members">
          <ul className="grid gap-3">
            {team.map((m) => (
              <li
                key={m.id}
                className="grid gap-2 rounded-lg bg-mist p-3 sm:grid-cols-[2fr_1fr_auto] sm:items-start"
              >
                <div className="min-w-0">
                  <p className="font-semibold">{m.name}</p>
                  <p className="break-all text-sm text-muted">{m.email}</p>
                </div>
                <p className="text-sm">
                  {isStaffRole(m.role) ? ROLE_LABELS[m.role] : "No role"}
                  {" · "}
                  {m.disabled ? "Disabled" : m.twoFactorEnabled ? "Active" : "Not set up yet"}
                </p>
                {m.id !== me.id && (
                  <div className="flex flex-wrap items-start gap-2">
                    <ActionForm
                      action={`/api/staff/team/${m.id}`}
                      submitLabel={`Save role for ${m.name}`}
                      tone="secondary"
                      className="grid gap-2"
                    >
                      <input type="hidden" name="action" value="set-role" />
                      <Field id={`role-${m.id}`} label={`Role of ${m.name}`}>
                        <select
                          id={`role-${m.id}`}
                          name="role"
                          defaultValue={isStaffRole(m.role) ? m.role : "counsellor"}
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

// /staff/account – the member's own sign-in: sign out here or everywhere, new recovery codes,
// a new password.
import type { Metadata } from "next";
import { ActionForm } from "@/components/staff/action-form";
import { Field, PageTitle, Panel, inputClass } from "@/components/staff/ui";
import { requireStaffPage } from "@/lib/auth/guard";
import { ROLE_LABELS } from "@/lib/auth/roles";
import { MIN_PASSWORD_LENGTH } from "@/lib/auth/server";

export const metadata: Metadata = { title: "Account" };

export default async function AccountPage() {
  const staff = await requireStaffPage();
  return (
    <>
      <PageTitle intro={`${staff.email} · ${ROLE_LABELS[staff.role]}`}>Your account</PageTitle>
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="Sign out">
          <div className="grid gap-4">
            <ActionForm action="/api/auth/sign-out" submitLabel="Sign out" then="/staff/sign-in" />
            <p className="text-sm text-muted">
              Lost a phone or used a shared computer? This ends every session of yours, on every
              device.
            </p>
            <ActionForm
              action="/api/auth/revoke-sessions"
              submitLabel="Sign out everywhere"
              then="/staff/sign-in"
              tone="secondary"
            />
          </div>
        </Panel>
        <Panel title="New recovery codes">
          <ActionForm
            action="/api/auth/two-factor/generate-backup-codes"
            submitLabel="Make new recovery codes"
            reveal={{
              key: "backupCodes",
              title: "Your new recovery codes",
              hint: "The old ones no longer work. Keep these where only you can open them.",
            }}
          >
            <Field id="codes-password" label="Your password">
              <input
                id="codes-password"
                name="password"
                type="password"
                autoComplete="current-password"
                required
                className={inputClass}
              />
            </Field>
          </ActionForm>
        </Panel>
        <Panel title="Change password">
          <ActionForm action="/api/auth/change-password" submitLabel="Change password" reset>
            <Field id="currentPassword" label="Current password">
              <input
                id="currentPassword"
                name="currentPassword"
                type="password"
                autoComplete="current-password"
                required
                className={inputClass}
              />
            </Field>
            <Field
              id="newPassword"
              label="New password"
              hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
            >
              <input
                id="newPassword"
                name="newPassword"
                type="password"
                autoComplete="new-password"
                minLength={MIN_PASSWORD_LENGTH}
                required
                aria-describedby="newPassword-hint"
                className={inputClass}
              />
            </Field>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="revokeOtherSessions" defaultChecked className="size-5" />
              Sign out my other devices
            </label>
          </ActionForm>
        </Panel>
      </div>
    </>
  );
}

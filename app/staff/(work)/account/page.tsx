// /staff/account – the member's own sign-in: sign out here or everywhere, new recovery codes,
// a new password; and, for counsellors and admins, going on or off duty and which alerts of new
// enquiries and bookings they get by email.
import type { Metadata } from "next";
import { ActionForm } from "@/components/staff/action-form";
import { AlertChoicesForm } from "@/components/staff/alert-forms";
import { DutyForm } from "@/components/staff/assignment-panel";
import { PasswordField } from "@/components/staff/password-field";
import { PageTitle, Panel } from "@/components/staff/ui";
import { requireStaffPage } from "@/lib/auth/guard";
import { ROLE_LABELS, may } from "@/lib/auth/roles";
import { getDb } from "@/lib/db/client";
import { alertConfigFromEnv } from "@/lib/services/alerts/config";
import { getAlertChoices } from "@/lib/services/alerts/settings";
import { isOnDuty } from "@/lib/services/assignment-settings";

export const metadata: Metadata = { title: "Your account" };

export default async function AccountPage() {
  const staff = await requireStaffPage();
  const works = may(staff.role, "enquiries");
  const db = await getDb();
  const onDuty = works ? await isOnDuty(db, staff.id) : null;
  const alerts = works ? await getAlertChoices(db, staff.id) : null;
  const { email, telegram } = alertConfigFromEnv();
  return (
    <>
      <PageTitle intro={`${staff.email} · ${ROLE_LABELS[staff.role]}`}>Your account</PageTitle>
      <div className="grid gap-6 lg:grid-cols-2">
        {onDuty !== null && (
          <Panel title="On duty">
            <div className="grid gap-4">
              <p>
                {onDuty
                  ? "You are on duty: new enquiries and bookings come to you in turn with the others on duty."
                  : "You are off duty: no new enquiries or bookings come to you. Those you own stay yours."}
              </p>
              <DutyForm onDuty={onDuty} />
            </div>
          </Panel>
        )}
        {alerts && (
          <Panel title="Alerts">
            <AlertChoicesForm
              choices={alerts}
              ways={{ email: email !== null, telegram: telegram !== null }}
            />
          </Panel>
        )}
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
            <PasswordField id="codes-password" name="password" label="Your password" />
          </ActionForm>
        </Panel>
        <Panel title="Change password">
          <ActionForm action="/api/auth/change-password" submitLabel="Change password" reset>
            <PasswordField id="currentPassword" label="Current password" />
            <PasswordField id="newPassword" label="New password" fresh />
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

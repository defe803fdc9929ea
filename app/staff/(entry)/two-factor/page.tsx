// The second step of signing in: the six-digit code from the authenticator app, or one of the
// recovery codes given at enrolment.
import type { Metadata } from "next";
import { ActionForm } from "@/components/staff/action-form";
import { Field, inputClass } from "@/components/staff/ui";

export const metadata: Metadata = { title: "Authenticator code" };

export default function TwoFactorPage() {
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold text-navy">Enter your code</h1>
      <ActionForm action="/api/auth/two-factor/verify-totp" submitLabel="Sign in" then="/staff">
        <Field
          id="code"
          label="Code from your authenticator app"
          hint="Six digits; it changes every 30 seconds."
        >
          <input
            id="code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            aria-describedby="code-hint"
            className={inputClass}
          />
        </Field>
      </ActionForm>
      <details className="mt-6">
        <summary className="cursor-pointer font-semibold text-navy">
          Lost your phone? Use a recovery code
        </summary>
        <div className="mt-4">
          <ActionForm
            action="/api/auth/two-factor/verify-backup-code"
            submitLabel="Sign in with recovery code"
            then="/staff"
            tone="secondary"
          >
            <Field id="recovery" label="Recovery code" hint="Each recovery code works once.">
              <input
                id="recovery"
                name="code"
                autoComplete="off"
                required
                aria-describedby="recovery-hint"
                className={inputClass}
              />
            </Field>
          </ActionForm>
        </div>
      </details>
    </>
  );
}

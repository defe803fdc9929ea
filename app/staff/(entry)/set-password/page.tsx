// Opening a set-up link: the new member (or one whose access an admin renewed) chooses a
// password, then signs in with it (the sign-in page says it was saved). The token in the link
// works once, for 48 hours.
import type { Metadata } from "next";
import { ActionForm } from "@/components/staff/action-form";
import { PasswordField } from "@/components/staff/password-field";

export const metadata: Metadata = { title: "Choose your password", referrer: "no-referrer" };

type Props = { searchParams: Promise<{ token?: string | string[] }> };

export default async function SetPasswordPage({ searchParams }: Props) {
  const token = (await searchParams).token;
  const valid = typeof token === "string" && /^[A-Za-z0-9_-]{16,100}$/.test(token);
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold text-navy">Choose your password</h1>
      {valid ? (
        <ActionForm
          action="/api/auth/reset-password"
          submitLabel="Save password"
          then="/staff/sign-in?password=saved"
        >
          <input type="hidden" name="token" value={token} />
          <PasswordField id="newPassword" label="New password" fresh />
        </ActionForm>
      ) : (
        <p role="alert">
          This link is not complete. Open the whole link you were given, or ask an admin for a new
          one.
        </p>
      )}
    </>
  );
}

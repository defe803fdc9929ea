// Staff sign-in: email and password, then the authenticator code (two-factor) or, for a member
// who has none yet, enrolment. A signed-in member goes straight to the inbox. Arriving from a
// set-up link (?password=saved), it says the password was saved.
import type { Metadata } from "next";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { ActionForm } from "@/components/staff/action-form";
import { PasswordField } from "@/components/staff/password-field";
import { Field, inputClass } from "@/components/staff/ui";
import { staffFrom } from "@/lib/auth/guard";

export const metadata: Metadata = { title: "Sign in" };

type Props = { searchParams: Promise<{ password?: string | string[] }> };

export default async function SignInPage({ searchParams }: Props) {
  const found = await staffFrom(await headers());
  const saved = (await searchParams).password === "saved";
  if (typeof found !== "string") redirect("/staff");
  if (found === "needs-enrolment") redirect("/staff/enrol");
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold text-navy">Staff sign-in</h1>
      <p role="status" className={saved ? "mb-4 font-semibold text-leaf" : undefined}>
        {saved && "Password saved. Sign in with your new password."}
      </p>
      {found === "off" ? (
        <p role="alert">
          Staff sign-in is not set up on this server yet: the operator sets AUTH_SECRET.
        </p>
      ) : (
        <ActionForm
          action="/api/auth/sign-in/email"
          submitLabel="Continue"
          then="/staff"
          branch={{ when: "twoFactorRedirect", go: "/staff/two-factor" }}
        >
          <Field id="email" label="Email">
            <input
              id="email"
              name="email"
              type="email"
              autoComplete="username"
              required
              className={inputClass}
            />
          </Field>
          <PasswordField id="password" label="Password" />
        </ActionForm>
      )}
      <p className="mt-6 text-sm text-muted">
        No account? Ask an admin of the institute to add you; you will get a one-time set-up link.
      </p>
    </>
  );
}

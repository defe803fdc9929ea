// A labelled password box of the staff forms: the current password (autofilled by a password
// manager), or a new one with the length rule said beside it.
import { MIN_PASSWORD_LENGTH } from "@/lib/auth/server";
import { Field, inputClass } from "./ui";

const NEW_HINT = `At least ${MIN_PASSWORD_LENGTH} characters. A short sentence is easy to remember and hard to guess.`;

export function PasswordField({
  id,
  label,
  name = id,
  fresh = false,
}: {
  id: string;
  label: string;
  name?: string;
  /** A password being chosen (set-up link, change of password). */
  fresh?: boolean;
}) {
  return (
    <Field id={id} label={label} hint={fresh ? NEW_HINT : undefined}>
      <input
        id={id}
        name={name}
        type="password"
        autoComplete={fresh ? "new-password" : "current-password"}
        minLength={fresh ? MIN_PASSWORD_LENGTH : undefined}
        required
        aria-describedby={fresh ? `${id}-hint` : undefined}
        className={inputClass}
      />
    </Field>
  );
}

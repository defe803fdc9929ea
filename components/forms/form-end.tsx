// What every form ends with: the consent box, the hidden honeypot, the alert region and the
// submit button (blocked while an error shows or while sending).
import type { Ref } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { ConsentField, type ConsentCopy } from "./consent-field";
import { SubmitButton } from "./fields";
import { FormAlert } from "./form-alert";
import { HoneypotField } from "./honeypot-field";

export type FormEndProps = {
  consent: ConsentCopy;
  consentRegistration: UseFormRegisterReturn;
  consentError?: string;
  honeypotRegistration: UseFormRegisterReturn;
  alert: string | null;
  sending: boolean;
  sendingLabel: string;
  hasErrors: boolean;
  submitLabel: string;
  submitRef?: Ref<HTMLButtonElement>;
};

export function FormEnd({
  consent,
  consentRegistration,
  consentError,
  honeypotRegistration,
  alert,
  sending,
  sendingLabel,
  hasErrors,
  submitLabel,
  submitRef,
}: FormEndProps) {
  return (
    <>
      <ConsentField copy={consent} registration={consentRegistration} error={consentError} />
      <HoneypotField registration={honeypotRegistration} />
      <FormAlert message={alert} />
      <div>
        <SubmitButton
          ref={submitRef}
          sending={sending}
          sendingLabel={sendingLabel}
          disabled={hasErrors}
        >
          {submitLabel}
        </SubmitButton>
      </div>
    </>
  );
}

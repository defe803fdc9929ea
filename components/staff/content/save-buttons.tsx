"use client";
// The end of a content form: why a save was refused (an alert), what a save did (a status), and
// the two buttons, "Publish" (the form's submit) and "Save draft".
import { FormAlert } from "@/components/forms/form-alert";
import { buttonClass, secondaryButtonClass } from "../ui";

type SaveButtonsProps = {
  /** The server's refusal, or null. */
  alert: string | null;
  /** What the last save did, or null. */
  done: string | null;
  /** The form's own checks found something. */
  invalid: boolean;
  busy: boolean;
  onSaveDraft: () => void;
};

export function SaveButtons({ alert, done, invalid, busy, onSaveDraft }: SaveButtonsProps) {
  return (
    <>
      <FormAlert
        message={
          alert ?? (invalid ? "Some fields need attention: see the messages under them." : null)
        }
      />
      <div role="status">{done && <p className="font-semibold text-leaf">{done}</p>}</div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClass} disabled={busy}>
          Publish
        </button>
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={busy}
          onClick={onSaveDraft}
        >
          Save draft
        </button>
      </div>
    </>
  );
}

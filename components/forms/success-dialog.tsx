"use client";

import { useId, type RefObject } from "react";
import { Dialog } from "@/components/ui/dialog";

type SuccessDialogProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The server's own words: it has stored the submission. */
  message: string;
  buttonLabel: string;
  closeOnBackdropClick?: boolean;
  returnFocusRef?: RefObject<HTMLElement | null>;
};

/** The popup after a stored submission; it stays until the visitor dismisses it. */
export function SuccessDialog({
  open,
  onClose,
  title,
  message,
  buttonLabel,
  closeOnBackdropClick,
  returnFocusRef,
}: SuccessDialogProps) {
  const messageId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      closeOnBackdropClick={closeOnBackdropClick}
      returnFocusRef={returnFocusRef}
      describedBy={messageId}
    >
      <p id={messageId} className="mt-3">
        {message}
      </p>
      <button
        type="button"
        onClick={onClose}
        className="mt-6 inline-flex min-h-tap items-center justify-center rounded-pill bg-navy px-6 font-semibold text-paper transition-colors hover:bg-slate"
      >
        {buttonLabel}
      </button>
    </Dialog>
  );
}

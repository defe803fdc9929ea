"use client";

import { useEffect, useId, useRef, type ReactNode, type RefObject } from "react";

type DialogProps = {
  open: boolean;
  /** Called whenever the dialog closes, also when the browser closes it (Escape). */
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Close on a click on the dimmed page around the box (not for forms: typed text would go). */
  closeOnBackdropClick?: boolean;
  /** Where focus goes on close; by default the element that had it when the dialog opened. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** Label of a close button in the top corner (leave out when the content has its own). */
  closeLabel?: string;
  /** Id of the text a screen reader should read with the title when the dialog opens. */
  describedBy?: string;
};

/**
 * A modal on the native <dialog>: showModal() moves focus in, makes the page behind inert (so
 * focus stays inside) and closes on Escape; this component puts focus back where it came from.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  closeOnBackdropClick = false,
  returnFocusRef,
  closeLabel,
  describedBy,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const onCloseRef = useRef(onClose);
  const titleId = useId();

  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const restoreFocus = () => {
      const target = returnFocusRef?.current ?? opener.current;
      opener.current = null;
      if (target instanceof HTMLElement && target.isConnected) target.focus();
    };
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      // Now, not on the (later) close event, so a dialog opened next sees the right opener.
      restoreFocus();
    }
    // The browser closed it (Escape): tell the parent, then put focus back.
    const onNativeClose = () => {
      if (opener.current) restoreFocus();
      onCloseRef.current();
    };
    dialog.addEventListener("close", onNativeClose);
    return () => dialog.removeEventListener("close", onNativeClose);
  }, [open, returnFocusRef]);

  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      // A click on the backdrop lands on the <dialog> itself; clicks in the box land on its content.
      onClick={(event) => {
        if (closeOnBackdropClick && event.target === ref.current) ref.current?.close();
      }}
      // The page behind may be a dark band: the text colour is reset for the white box (its bg-paper
      // gives the focus ring its colour).
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-card bg-paper p-0 text-ink shadow-lift backdrop:bg-navy/70"
    >
      <div className="p-6 sm:p-8">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-2xl font-semibold text-navy">
            {title}
          </h2>
          {closeLabel && (
            <button
              type="button"
              onClick={() => ref.current?.close()}
              className="-mt-2 -mr-2 inline-flex min-h-tap min-w-tap shrink-0 items-center justify-center rounded-pill px-3 font-semibold text-navy underline-offset-4 hover:underline"
            >
              {closeLabel}
            </button>
          )}
        </div>
        {children}
      </div>
    </dialog>
  );
}

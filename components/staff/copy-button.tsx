"use client";
// "Copy" beside a value a staff member hands on or types elsewhere (a set-up link, an
// authenticator key): the Clipboard API, then a visible status that screen readers announce.
// Where the browser offers no clipboard (plain http, an older browser, a refusal) it selects the
// value instead, for the person to copy themself.
import { useState } from "react";

export function CopyButton({
  text,
  targetId,
  what,
}: {
  text: string;
  /** The element showing `text`, selected when the clipboard cannot be used. */
  targetId: string;
  /** Completes the button's name for a screen reader: "Copy set-up link". */
  what: string;
}) {
  const [status, setStatus] = useState("");

  async function copy() {
    // Emptied first, so a second copy is announced again.
    setStatus("");
    try {
      if (!navigator.clipboard) throw new Error("no clipboard here");
      await navigator.clipboard.writeText(text);
      setStatus("Copied");
    } catch {
      const target = document.getElementById(targetId);
      if (target) window.getSelection()?.selectAllChildren(target);
      setStatus("Selected: copy it with Ctrl+C (on a phone, tap Copy)");
    }
  }

  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <button
        type="button"
        onClick={copy}
        className="inline-flex min-h-tap items-center rounded-lg px-3 text-sm font-semibold text-navy ring-2 ring-navy hover:bg-mist"
      >
        Copy<span className="sr-only"> {what}</span>
      </button>
      <span role="status" className="text-sm font-semibold text-navy">
        {status}
      </span>
    </span>
  );
}

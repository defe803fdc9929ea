"use client";
// The one-tap replies of a submission's page: WhatsApp and email, already written in the person's
// language (the links come built from the server: lib/inbox/replies.ts). Once one is tapped, the
// page offers to mark the submission contacted, through the same API as the work form's status
// (a booking: confirmed), sending the status the page showed so a colleague's change meanwhile is
// not overwritten.
import { useRouter } from "next/navigation";
import { type ReactNode, useRef, useState, useTransition } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { requestJson } from "@/lib/api/client";
import type { ContactStep, ReplyLinks } from "@/lib/inbox/replies";
import { buttonClass, secondaryButtonClass } from "./ui";

type Channel = "WhatsApp" | "email";

export function ItemReplies({
  links,
  step,
  children,
}: {
  links: ReplyLinks;
  step: ContactStep | null;
  /** The page's other ways to reach the person (the call link), first in the row. */
  children?: ReactNode;
}) {
  const router = useRouter();
  const [sent, setSent] = useState<Channel | null>(null);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [, startRefresh] = useTransition();
  const tapped = useRef<Partial<Record<Channel, HTMLAnchorElement | null>>>({});

  /** Closes the question, focus back on the link that opened it. */
  function close(channel: Channel) {
    setSent(null);
    tapped.current[channel]?.focus();
  }

  async function mark(channel: Channel) {
    if (!step) return;
    setBusy(true);
    setAlert(null);
    const result = await requestJson<{ message?: string }>(step.api, {
      method: "POST",
      body: { status: step.to, base: { status: step.from } },
      retryDelaysMs: [],
    });
    setBusy(false);
    if (!result.ok) {
      if (result.kind === "network")
        return setAlert("No connection to the server. Check the network and try again.");
      setAlert(result.error.message);
      // A colleague changed it meanwhile: show what is stored now.
      if (result.error.code === "conflict") startRefresh(() => router.refresh());
      return;
    }
    setDone(result.data.message ?? "Saved.");
    close(channel);
    startRefresh(() => router.refresh());
  }

  const open = (channel: Channel) => () => {
    setDone(null);
    setAlert(null);
    setSent(channel);
  };
  return (
    <div className="mb-6">
      <div className="flex flex-wrap gap-2">
        {children}
        <a
          ref={(a) => void (tapped.current.WhatsApp = a)}
          href={links.whatsapp}
          className={secondaryButtonClass}
          target="_blank"
          rel="noopener noreferrer"
          onClick={open("WhatsApp")}
        >
          WhatsApp
        </a>
        <a
          ref={(a) => void (tapped.current.email = a)}
          href={links.email}
          className={secondaryButtonClass}
          onClick={open("email")}
        >
          Email
        </a>
      </div>
      <div aria-live="polite">
        {sent && step && (
          <div className="mt-3 flex flex-wrap items-center gap-3 rounded-lg bg-mist p-3">
            <p className="font-semibold text-ink">Sent the {sent} reply?</p>
            <button
              type="button"
              className={buttonClass}
              disabled={busy}
              onClick={() => mark(sent)}
            >
              {busy ? "Saving…" : step.label}
            </button>
            <button type="button" className={secondaryButtonClass} onClick={() => close(sent)}>
              Not now
            </button>
          </div>
        )}
        {done && <p className="mt-3 text-sm font-semibold text-leaf">{done}</p>}
      </div>
      <div className={alert ? "mt-3" : undefined}>
        <FormAlert message={alert} />
      </div>
    </div>
  );
}

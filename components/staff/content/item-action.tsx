"use client";
// One step on an item after asking: publish an earlier version again, or take it off the site.
// It sends the page's revision, so a step over someone else's newer save is refused like any
// other stale save.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { postJson } from "@/lib/api/client";
import { dangerButtonClass, secondaryButtonClass } from "../ui";

export function ItemAction(props: {
  api: string;
  body: Record<string, unknown>;
  label: string;
  question: string;
  danger?: boolean;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  async function act() {
    if (!window.confirm(props.question)) return;
    setBusy(true);
    const result = await postJson(props.api, props.body);
    setBusy(false);
    if (result.ok) router.refresh();
    else
      setAlert(
        result.kind === "http" ? result.error.message : "The connection dropped: nothing changed.",
      );
  }
  return (
    <div>
      <button
        type="button"
        className={props.danger ? dangerButtonClass : secondaryButtonClass}
        disabled={busy}
        onClick={act}
      >
        {props.label}
      </button>
      <FormAlert message={alert} />
    </div>
  );
}

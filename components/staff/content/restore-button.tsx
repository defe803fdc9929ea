"use client";
// Publishes an earlier version again, after asking: one step, with the page's revision, so a
// restore over someone else's newer save is refused like any other stale save.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormAlert } from "@/components/forms/form-alert";
import { postJson } from "@/lib/api/client";
import { secondaryButtonClass } from "../ui";

export function RestoreButton(props: { api: string; revision: number; version: number }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  async function restore() {
    if (
      !window.confirm(
        `Publish version ${props.version} again? Visitors will see it within seconds.`,
      )
    )
      return;
    setBusy(true);
    const result = await postJson(props.api, {
      action: "restore",
      revision: props.revision,
      version: props.version,
    });
    setBusy(false);
    if (result.ok) router.refresh();
    else
      setAlert(
        result.kind === "http" ? result.error.message : "The connection dropped: nothing changed.",
      );
  }
  return (
    <div>
      <button type="button" className={secondaryButtonClass} disabled={busy} onClick={restore}>
        Restore version {props.version}
      </button>
      <FormAlert message={alert} />
    </div>
  );
}

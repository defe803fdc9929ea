"use client";
// What every content form does with its buttons: save a draft or publish through the content API
// with the revision the page was loaded at, then reload the page's data (the new revision and
// the version history), or, for a new item, open its own page. A refused save leaves the form as
// it is: field messages go under their fields, and a 409 says who saved in between (nothing of
// this editor's is lost from the form).
import { useRouter } from "next/navigation";
import { useState } from "react";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { postJson } from "@/lib/api/client";

/**
 * What a save said, kept across the form's remount: the page reloads its data after a save, and
 * the editor keys the form by the item's revision, so the form that showed the message is gone.
 */
const saidAfterSave = new Map<string, string>();

type Saved = { data: { id: string; revision: number; version: number }; message: string };

/** Where a form sends its item: an existing one at its revision, or a new one of a list. */
export type SaveTarget =
  { api: string; revision: number } | { api: string; revision: null; kindPage: string };

export function useContentSave<T extends FieldValues>(
  target: SaveTarget,
  setError: UseFormSetError<T>,
) {
  const router = useRouter();
  const [alert, setAlert] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(() => {
    const said = saidAfterSave.get(target.api) ?? null;
    saidAfterSave.delete(target.api);
    return said;
  });

  async function save(action: "save" | "publish", data: T): Promise<boolean> {
    setAlert(null);
    setDone(null);
    const body =
      target.revision === null ? { action, data } : { action, revision: target.revision, data };
    const result = await postJson<Saved>(target.api, body);
    if (result.ok) {
      setDone(result.data.message);
      const itemApi =
        target.revision === null ? `${target.api}/${result.data.data.id}` : target.api;
      saidAfterSave.set(itemApi, result.data.message);
      if (target.revision === null) router.push(`${target.kindPage}/${result.data.data.id}`);
      else router.refresh();
      return true;
    }
    if (result.kind === "network") {
      setAlert("The connection dropped: nothing was saved. Check the connection and try again.");
      return false;
    }
    for (const [field, message] of Object.entries(result.error.fields ?? {})) {
      setError(field as Path<T>, { type: "server", message });
    }
    setAlert(result.error.message);
    return false;
  }

  return { save, alert, done };
}

"use client";
// What every content form does with its buttons: save a draft or publish through the content API
// with the revision the page was loaded at, then reload the page's data (the new revision and
// the version history). A refused save leaves the form as it is: field messages go under their
// fields, and a 409 says who saved in between (nothing of this editor's is lost from the form).
import { useRouter } from "next/navigation";
import { useState } from "react";
import type { FieldValues, UseFormSetError, Path } from "react-hook-form";
import { postJson } from "@/lib/api/client";

type Saved = { data: { revision: number; version: number }; message: string };

export function useContentSave<T extends FieldValues>(
  api: string,
  revision: number,
  setError: UseFormSetError<T>,
) {
  const router = useRouter();
  const [alert, setAlert] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function save(action: "save" | "publish", data: T): Promise<boolean> {
    setAlert(null);
    setDone(null);
    const result = await postJson<Saved>(api, { action, revision, data });
    if (result.ok) {
      setDone(result.data.message);
      router.refresh();
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

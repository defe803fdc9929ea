"use client";

import { memo, useId, useState, type ChangeEvent } from "react";
import type { ProblemListCopy } from "./list-copy";
import { fillTemplate } from "@/lib/text";
import {
  createSolvedExport,
  exportFileName,
  mergeSolved,
  parseSolvedImport,
  type SolvedPlatform,
} from "./solved-store";
import { useSolved } from "./use-solved";

type SolvedToolsProps = {
  platform: SolvedPlatform;
  copy: ProblemListCopy;
};

type Message = { text: string; error: boolean };

/** Export of the solved marks as a JSON file, and import of such a file (merged in). */
export const SolvedTools = memo(function SolvedTools({ platform, copy }: SolvedToolsProps) {
  const { list, replace, ready } = useSolved(platform);
  const [message, setMessage] = useState<Message | null>(null);
  const headingId = useId();
  const inputId = useId();

  function exportList() {
    const now = new Date();
    const file = new Blob([JSON.stringify(createSolvedExport(platform, list, now), null, 2)], {
      type: "application/json",
    });
    const url = URL.createObjectURL(file);
    const link = document.createElement("a");
    link.href = url;
    link.download = exportFileName(platform, now);
    document.body.append(link);
    link.click();
    link.remove();
    // The download has started from the object URL; give the browser a moment before freeing it.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    setMessage({ text: fillTemplate(copy.exported, { count: list.length }), error: false });
  }

  async function importList(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = ""; // choosing the same file again should import again
    if (!file) return;
    const result = parseSolvedImport(await file.text(), platform);
    if (!result.ok) {
      setMessage({ text: result.message, error: true });
      return;
    }
    const merged = mergeSolved(list, result.keys);
    if (!replace(merged.keys)) {
      setMessage({ text: copy.storageBlocked, error: true });
      return;
    }
    setMessage({
      text: fillTemplate(copy.imported, { count: result.keys.length, added: merged.added }),
      error: false,
    });
  }

  return (
    <section
      aria-labelledby={headingId}
      className="mt-10 rounded-card bg-mist p-5 ring-1 ring-line/30"
    >
      <h3 id={headingId} className="text-lg font-semibold text-navy">
        {copy.solvedTitle}
      </h3>
      <p className="mt-2 max-w-3xl text-ink">{copy.solvedLead}</p>
      <p className="mt-2 text-sm text-muted">
        {ready ? fillTemplate(copy.solvedCount, { count: list.length }) : " "}
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <button
          type="button"
          onClick={exportList}
          className="inline-flex min-h-tap items-center rounded-pill border-2 border-navy px-5 font-semibold text-navy hover:bg-pale"
        >
          {copy.exportLabel}
        </button>
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-semibold text-navy">
            {copy.importLabel}
          </label>
          <input
            id={inputId}
            type="file"
            accept="application/json,.json"
            onChange={importList}
            className="min-h-tap text-sm text-ink file:mr-3 file:min-h-tap file:rounded-pill file:border-2 file:border-navy file:bg-paper file:px-4 file:font-semibold file:text-navy"
          />
        </div>
      </div>
      <p
        role="status"
        aria-live="polite"
        className={`mt-3 min-h-6 ${message?.error ? "font-semibold text-danger" : "text-ink"}`}
      >
        {message?.text}
      </p>
    </section>
  );
});

"use client";

type ErrorScreenProps = { error: Error & { digest?: string }; reset: () => void };

/** A failed script download (a new deploy, a dropped connection) is fixed by a reload, not a retry. */
export function isChunkLoadError(error: Error): boolean {
  return (
    error.name === "ChunkLoadError" || /Loading (CSS )?chunk [\w-]+ failed/i.test(error.message)
  );
}

export function ErrorScreen({ error, reset }: ErrorScreenProps) {
  const chunk = isChunkLoadError(error);
  return (
    <section role="alert" className="mx-auto max-w-page px-4 py-20 text-center">
      <h1 className="text-display text-navy">Unexpected Application Error!</h1>
      <p className="mt-4 break-words font-mono text-muted">
        {error.message || "Something went wrong."}
      </p>
      {chunk && (
        <p className="mt-2 text-muted">
          Part of the page could not be downloaded, often after a site update or a dropped
          connection.
        </p>
      )}
      <button
        type="button"
        onClick={() => (chunk ? window.location.reload() : reset())}
        className="mt-8 inline-flex min-h-tap items-center rounded-pill bg-navy px-6 font-semibold text-paper hover:bg-slate"
      >
        {chunk ? "Reload the page" : "Try again"}
      </button>
    </section>
  );
}

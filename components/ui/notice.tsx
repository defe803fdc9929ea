import type { ReactNode } from "react";

/** A short, plain statement a visitor should not miss, e.g. that something is not available yet. */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <p role="note" className="mt-6 max-w-3xl rounded-card bg-paper p-4 text-ink ring-1 ring-line">
      {children}
    </p>
  );
}

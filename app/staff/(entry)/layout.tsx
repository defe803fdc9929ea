// Signing in, choosing a password and enrolling an authenticator app: one card, no navigation.
import type { ReactNode } from "react";
import { site } from "@/lib/site";

export default function EntryLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <header className="bg-navy px-4 py-3 text-paper">
        <p className="mx-auto max-w-md font-semibold">{site.name} staff</p>
      </header>
      <main id="main" className="mx-auto w-full max-w-md flex-1 px-4 py-8">
        <div className="rounded-card bg-paper p-6 shadow-card">{children}</div>
      </main>
    </>
  );
}

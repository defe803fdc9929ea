// The signed-in staff area: navigation by role around each page. Every page checks the session
// and role itself too (a layout is not re-run on every navigation).
import type { ReactNode } from "react";
import { StaffNav } from "@/components/staff/staff-nav";
import { requireStaffPage } from "@/lib/auth/guard";

export default async function WorkLayout({ children }: { children: ReactNode }) {
  const staff = await requireStaffPage();
  return (
    <>
      <StaffNav staff={staff} />
      <main id="main" className="mx-auto w-full max-w-page flex-1 px-4 py-6">
        {children}
      </main>
    </>
  );
}

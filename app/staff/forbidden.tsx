// 403 for a signed-in staff member on a page their role may not open (forbidden() in
// lib/auth/guard.ts): says so, and leads back to where their role starts.
import { Link } from "@/components/ui/link";
import { requireStaffPage } from "@/lib/auth/guard";
import { ROLE_LABELS, homeOf } from "@/lib/auth/roles";

export default async function Forbidden() {
  const staff = await requireStaffPage();
  const home = homeOf(staff.role);
  return (
    <main id="main" className="mx-auto w-full max-w-md flex-1 px-4 py-12">
      <h1 className="text-2xl font-semibold text-navy">Your role cannot open this page</h1>
      <p className="mt-2 text-muted">
        You are signed in as {ROLE_LABELS[staff.role].toLowerCase()}. Ask an admin if you need this
        page.
      </p>
      <Link href={home} className="mt-4 inline-block font-semibold text-navy underline">
        {home === "/staff" ? "Back to the inbox" : "Back to the content editor"}
      </Link>
    </main>
  );
}

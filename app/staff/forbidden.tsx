// 403 for a signed-in staff member on a page their role may not open (forbidden() in
// lib/auth/guard.ts).
import { Link } from "@/components/ui/link";

export default function Forbidden() {
  return (
    <main id="main" className="mx-auto w-full max-w-md flex-1 px-4 py-12">
      <h1 className="text-2xl font-semibold text-navy">Only admins can open this page</h1>
      <p className="mt-2 text-muted">
        Your account can work enquiries and bookings. Ask an admin if you need this page.
      </p>
      <Link href="/staff" className="mt-4 inline-block font-semibold text-navy underline">
        Back to the inbox
      </Link>
    </main>
  );
}

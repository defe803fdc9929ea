// The staff area's header: who is signed in and the pages their role may open. Wraps on a phone.
import { Link } from "@/components/ui/link";
import type { Staff } from "@/lib/auth/guard";
import { type Duty, ROLE_LABELS, may } from "@/lib/auth/roles";
import { site } from "@/lib/site";

const LINKS: { href: string; label: string; duty?: Duty }[] = [
  { href: "/staff", label: "Enquiries", duty: "enquiries" },
  { href: "/staff?kind=bookings", label: "Bookings", duty: "enquiries" },
  { href: "/staff/content", label: "Site content", duty: "content" },
  { href: "/staff/reports", label: "Reports", duty: "administration" },
  { href: "/staff/data-requests", label: "Data requests", duty: "administration" },
  { href: "/staff/team", label: "Team", duty: "administration" },
  { href: "/staff/audit", label: "Audit log", duty: "administration" },
  { href: "/staff/account", label: "Account" },
];

export function StaffNav({ staff }: { staff: Staff }) {
  return (
    <header className="bg-navy text-paper">
      <div className="mx-auto flex max-w-page flex-wrap items-center justify-between gap-2 px-4 py-3">
        <p className="font-semibold">
          {site.name} staff
          <span className="ml-2 text-sm font-normal text-pale">
            {staff.name} · {ROLE_LABELS[staff.role]}
          </span>
        </p>
        <nav aria-label="Staff">
          <ul className="flex flex-wrap gap-1">
            {LINKS.filter((l) => !l.duty || may(staff.role, l.duty)).map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className="inline-flex min-h-tap items-center rounded-lg px-3 text-sm font-semibold hover:bg-slate"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}

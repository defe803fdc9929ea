// /staff – the inbox: enquiries (or, with ?kind=bookings, bookings) newest first, with tabs per
// status and their counts, the filters in the URL, and the export of the filter for admins.
import type { Metadata } from "next";
import { InboxFilterForm } from "@/components/staff/inbox-filters";
import { InboxList } from "@/components/staff/inbox-list";
import { PageTitle, secondaryButtonClass } from "@/components/staff/ui";
import { Link } from "@/components/ui/link";
import { requireStaffPage } from "@/lib/auth/guard";
import { mayAdminister } from "@/lib/auth/roles";
import { getDb } from "@/lib/db/client";
import { inboxHref, readInboxFilters, statusesOf } from "@/lib/inbox/filters";
import { statusLabel } from "@/lib/inbox/statuses";
import { listInbox } from "@/lib/services/inbox";

export const metadata: Metadata = { title: "Inbox" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function InboxPage({ searchParams }: Props) {
  const staff = await requireStaffPage();
  const filters = readInboxFilters(await searchParams);
  const page = await listInbox(await getDb(), filters);
  const all = Object.values(page.counts).reduce((a, b) => a + b, 0);
  const title = filters.kind === "enquiries" ? "Enquiries" : "Mentorship bookings";
  const tab = (status: string | null, text: string, n: number) => (
    <li key={status ?? "all"}>
      <Link
        href={inboxHref(filters, { status })}
        aria-current={filters.status === status ? "page" : undefined}
        className="inline-flex min-h-tap items-center rounded-pill px-3 text-sm font-semibold text-navy ring-1 ring-line aria-[current=page]:bg-navy aria-[current=page]:text-paper"
      >
        {text} ({n})
      </Link>
    </li>
  );
  return (
    <>
      <PageTitle
        intro={
          filters.kind === "enquiries"
            ? "Call every new enquiry back within one working day (Monday to Saturday)."
            : undefined
        }
      >
        {title}
      </PageTitle>
      <nav aria-label="Status" className="mb-4">
        <ul className="flex flex-wrap gap-2">
          {tab(null, "All", all)}
          {statusesOf(filters.kind).map((s) => tab(s, statusLabel(s), page.counts[s] ?? 0))}
        </ul>
      </nav>
      <InboxFilterForm filters={filters} />
      <div className="my-4 flex flex-wrap items-center justify-between gap-2">
        <p role="status">
          {page.total} {page.total === 1 ? "match" : "matches"}
        </p>
        {mayAdminister(staff.role) && (
          <a
            href={inboxHref(filters, {}, "/api/staff/export")}
            className={secondaryButtonClass}
            download
          >
            Export these as CSV
          </a>
        )}
      </div>
      <InboxList page={page} filters={filters} />
    </>
  );
}

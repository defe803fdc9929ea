// /staff – the inbox: enquiries (or, with ?kind=bookings, bookings), opening on what needs action
// (overdue first, then due today, then new ones), with views and status chips and their counts,
// the filters in the URL folded behind one control, and, for admins, the export of the filter and
// a notice when the forms' limits refused submissions in the last day.
import type { Metadata } from "next";
import { InboxFilterForm } from "@/components/staff/inbox-filters";
import { InboxList } from "@/components/staff/inbox-list";
import { InboxNav } from "@/components/staff/inbox-nav";
import { LimitNotice } from "@/components/staff/limit-notice";
import { PageTitle, secondaryButtonClass } from "@/components/staff/ui";
import { requireStaffPage } from "@/lib/auth/guard";
import { mayAdminister } from "@/lib/auth/roles";
import { getDb } from "@/lib/db/client";
import { type InboxKind, VIEW_LABELS, inboxHref, readInboxFilters } from "@/lib/inbox/filters";
import { listInbox } from "@/lib/services/inbox";
import { recentLimitTrips } from "@/lib/services/limit-trips";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const TITLES: Record<InboxKind, { heading: string; tab: string }> = {
  enquiries: { heading: "Enquiries", tab: "Enquiries" },
  bookings: { heading: "Mentorship bookings", tab: "Bookings" },
};

/** The tab names the kind and the view: "Overdue · Enquiries". */
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const filters = readInboxFilters(await searchParams);
  return { title: `${VIEW_LABELS[filters.view]} · ${TITLES[filters.kind].tab}` };
}

export default async function InboxPage({ searchParams }: Props) {
  const staff = await requireStaffPage({ duty: "enquiries" });
  const filters = readInboxFilters(await searchParams);
  const db = await getDb();
  const page = await listInbox(db, filters, { staffId: staff.id });
  const trips = mayAdminister(staff.role) ? await recentLimitTrips(db) : null;
  return (
    <>
      <PageTitle
        intro={
          filters.kind === "enquiries"
            ? "Call every new enquiry back within one working day (Monday to Saturday)."
            : undefined
        }
      >
        {TITLES[filters.kind].heading}
      </PageTitle>
      {trips && <LimitNotice trips={trips} />}
      <InboxNav page={page} filters={filters} />
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

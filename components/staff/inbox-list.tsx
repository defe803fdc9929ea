// The inbox's rows: a card per submission (one column on a phone, a grid on wider screens), with
// the name linking to its page and a tap-to-call link, and the pager.
import { Link } from "@/components/ui/link";
import { type InboxFilters, inboxHref } from "@/lib/inbox/filters";
import { statusLabel } from "@/lib/inbox/statuses";
import type { InboxPage } from "@/lib/services/inbox";
import { Pager } from "./pager";
import { formatIst } from "./ui";

export function InboxList({ page, filters }: { page: InboxPage; filters: InboxFilters }) {
  if (page.rows.length === 0) {
    return (
      <p className="rounded-card bg-paper p-6 text-muted shadow-card">
        Nothing matches these filters.
      </p>
    );
  }
  return (
    <>
      <ul className="grid gap-3" aria-label="Submissions">
        {page.rows.map((row) => (
          <li
            key={row.id}
            className="grid gap-1 rounded-card bg-paper p-4 shadow-card sm:grid-cols-[2fr_1fr_1fr] sm:items-center sm:gap-4"
          >
            <div className="min-w-0">
              <Link
                href={`/staff/${filters.kind}/${row.id}`}
                className="font-semibold text-navy underline"
              >
                {row.name}
              </Link>
              <p className="truncate text-sm text-muted">
                {row.about} · {row.email}
              </p>
            </div>
            <div className="text-sm">
              <span className="font-semibold">{statusLabel(row.status)}</span>
              {row.overdue && (
                <span className="ml-2 rounded-pill bg-danger px-2 py-0.5 text-xs font-semibold text-paper">
                  Overdue
                </span>
              )}
              <p className="text-muted">
                {row.ownerName ? `Owner: ${row.ownerName}` : "No owner"}
                {row.followUpOn &&
                  ` · follow up ${formatIst(`${row.followUpOn}T00:00:00+05:30`, false)}`}
              </p>
            </div>
            <div className="text-sm">
              <p>Received {formatIst(row.createdAt)}</p>
              {row.appointmentAt && <p>Session {formatIst(row.appointmentAt)}</p>}
              <a
                href={`tel:+91${row.phone}`}
                className="inline-flex min-h-tap items-center font-semibold text-navy underline"
              >
                Call {row.phone}
              </a>
            </div>
          </li>
        ))}
      </ul>
      <Pager page={page.page} pages={page.pages} hrefOf={(n) => inboxHref(filters, { page: n })} />
    </>
  );
}

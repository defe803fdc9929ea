// The inbox's two rows of links above the list: the views (what needs action, overdue, due today,
// mine, all) with how many each holds at the chosen status, "Overdue" in red when it holds any,
// and the status chips with how many each holds in the chosen view. Every link keeps the other
// filters.
import { Link } from "@/components/ui/link";
import {
  INBOX_VIEWS,
  type InboxFilters,
  VIEW_LABELS,
  inboxHref,
  statusesOf,
} from "@/lib/inbox/filters";
import { statusLabel } from "@/lib/inbox/statuses";
import type { InboxPage } from "@/lib/services/inbox";

const chipClass =
  "inline-flex min-h-tap items-center whitespace-nowrap rounded-pill px-3 text-sm font-semibold ring-1 aria-[current=page]:bg-navy aria-[current=page]:text-paper";

function Chip({
  href,
  current,
  alert = false,
  children,
}: {
  href: string;
  current: boolean;
  /** Drawn in red: something is overdue. */
  alert?: boolean;
  children: string;
}) {
  const tone = alert ? "text-danger ring-2 ring-danger" : "text-navy ring-line";
  return (
    <li className="shrink-0">
      <Link
        href={href}
        aria-current={current ? "page" : undefined}
        className={`${chipClass} ${tone}`}
      >
        {children}
      </Link>
    </li>
  );
}

export function InboxNav({ page, filters }: { page: InboxPage; filters: InboxFilters }) {
  const all = Object.values(page.counts).reduce((a, b) => a + b, 0);
  return (
    <div className="mb-4 space-y-2">
      <nav aria-label="Views">
        <ul className="flex flex-wrap gap-2">
          {INBOX_VIEWS.map((view) => (
            <Chip
              key={view}
              href={inboxHref(filters, { view })}
              current={filters.view === view}
              alert={view === "overdue" && page.views.overdue > 0}
            >{`${VIEW_LABELS[view]} (${page.views[view]})`}</Chip>
          ))}
        </ul>
      </nav>
      <nav aria-label="Status">
        {/* One row on a phone, scrolled sideways, so the list starts higher. */}
        <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 py-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
          <Chip href={inboxHref(filters, { status: null })} current={filters.status === null}>
            {`Any status (${all})`}
          </Chip>
          {statusesOf(filters.kind).map((s) => (
            <Chip
              key={s}
              href={inboxHref(filters, { status: s })}
              current={filters.status === s}
            >{`${statusLabel(s)} (${page.counts[s] ?? 0})`}</Chip>
          ))}
        </ul>
      </nav>
    </div>
  );
}

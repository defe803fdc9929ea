// The inbox's rows: a card per submission (one column on a phone, a grid on wider screens) with
// what a counsellor needs before calling: the name linking to its page, the start of the message,
// what it is about, its status and whether it is overdue or due today, owner, follow-up day,
// language, when it came and a tap-to-call link; then the pager, or a sentence saying what is empty.
import { Link } from "@/components/ui/link";
import { excerpt } from "@/lib/inbox/excerpt";
import { type InboxFilters, type InboxView, activeFilters, inboxHref } from "@/lib/inbox/filters";
import type { Urgency } from "@/lib/inbox/overdue";
import { statusLabel } from "@/lib/inbox/statuses";
import type { InboxPage, InboxRow } from "@/lib/services/inbox";
import { Pager } from "./pager";
import { PersonText } from "./person-text";
import { formatIst } from "./ui";

const LANGUAGES: Record<string, string> = { en: "English", hi: "Hindi" };

const BADGES: Record<Urgency, { text: string; className: string }> = {
  overdue: { text: "Overdue", className: "bg-danger text-paper" },
  "due-today": { text: "Due today", className: "bg-orange text-navy" },
};

/** What an empty view says; with filters set, that nothing here matches them. */
const EMPTY: Record<InboxView, [alone: string, filtered: string]> = {
  "needs-action": ["Nothing needs action. Well done.", "Nothing that needs action matches"],
  overdue: ["Nothing overdue. Well done.", "Nothing overdue matches"],
  "due-today": ["Nothing due today.", "Nothing due today matches"],
  mine: ["Nothing is yours yet.", "Nothing of yours matches"],
  all: ["Nothing has arrived yet.", "Nothing matches"],
};

function Empty({ page, filters }: { page: InboxPage; filters: InboxFilters }) {
  const filtered = filters.status !== null || activeFilters(filters).length > 0;
  const [alone, some] = EMPTY[filters.view];
  const elsewhere = filters.view !== "all" && page.views.all > 0;
  return (
    <div className="rounded-card bg-paper p-6 shadow-card">
      <p className="font-semibold text-navy">{filtered ? `${some} these filters.` : alone}</p>
      {elsewhere && (
        <p className="mt-2 text-muted">
          <Link href={inboxHref(filters, { view: "all" })} className="text-navy underline">
            Show all {page.views.all} {page.views.all === 1 ? "match" : "matches"}
          </Link>
        </p>
      )}
    </div>
  );
}

function Card({ row, filters }: { row: InboxRow; filters: InboxFilters }) {
  const badge = row.urgency ? BADGES[row.urgency] : null;
  return (
    <li className="grid gap-1 rounded-card bg-paper p-4 shadow-card sm:grid-cols-[2fr_1fr_1fr] sm:items-start sm:gap-4">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-x-2">
          <Link
            href={`/staff/${filters.kind}/${row.id}`}
            className="font-semibold text-navy underline"
          >
            <PersonText text={row.name} />
          </Link>
          {badge && (
            <span className={`rounded-pill px-2 py-0.5 text-xs font-semibold ${badge.className}`}>
              {badge.text}
            </span>
          )}
        </p>
        {row.message && (
          <p className="text-sm text-ink">
            <PersonText text={`“${excerpt(row.message)}”`} />
          </p>
        )}
        <p className="truncate text-sm text-muted">{row.about}</p>
      </div>
      <div className="text-sm">
        <p className="font-semibold">{statusLabel(row.status)}</p>
        <p className="text-muted">
          {row.ownerName ? `Owner: ${row.ownerName}` : "No owner"}
          {row.followUpOn && ` · follow up ${formatIst(`${row.followUpOn}T00:00:00+05:30`, false)}`}
        </p>
        <p className="text-muted">Language: {LANGUAGES[row.language] ?? row.language}</p>
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
  );
}

export function InboxList({ page, filters }: { page: InboxPage; filters: InboxFilters }) {
  if (page.rows.length === 0) return <Empty page={page} filters={filters} />;
  return (
    <>
      <ul className="grid gap-3" aria-label="Submissions">
        {page.rows.map((row) => (
          <Card key={row.id} row={row} filters={filters} />
        ))}
      </ul>
      <Pager
        page={page.page}
        pages={page.pages}
        hrefOf={(n) => inboxHref(filters, { page: n })}
        steps={["Previous", "Next"]}
      />
    </>
  );
}

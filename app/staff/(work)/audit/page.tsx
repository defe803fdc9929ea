// /staff/audit – the audit log for admins: who did what about whom, when, from which network,
// filtered by staff member, action and India dates in the URL. A member's views of one item on one
// day are one line; names are looked up for display, the log itself holds ids.
import type { Metadata } from "next";
import { AuditFilterForm } from "@/components/staff/audit-filters";
import { AuditTable } from "@/components/staff/audit-table";
import { Pager } from "@/components/staff/pager";
import { PageTitle } from "@/components/staff/ui";
import { requireStaffPage } from "@/lib/auth/guard";
import { AUDIT_KEEP_MONTHS } from "@/lib/content/legal";
import { getDb } from "@/lib/db/client";
import { AUDIT_FILTERS, AUDIT_PAGE_SIZE, listAudit } from "@/lib/services/audit";
import { auditNames } from "@/lib/services/audit-names";
import { listStaff } from "@/lib/services/staff";

export const metadata: Metadata = { title: "Audit log" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AuditPage({ searchParams }: Props) {
  await requireStaffPage({ duty: "administration" });
  const db = await getDb();
  const staff = (await listStaff(db)).map((s) => ({ id: s.id, name: s.name }));
  const read = AUDIT_FILTERS.read(await searchParams);
  // A staff id that is no member (any more) is dropped, as any value a filter does not offer.
  const filters = staff.some((s) => s.id === read.who) ? read : { ...read, who: null };
  const { rows, total } = await listAudit(db, filters);
  const names = await auditNames(db, rows);
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  return (
    <>
      <PageTitle
        intro={`Every sign-in, view, change, export and data request; kept for ${AUDIT_KEEP_MONTHS} months.`}
      >
        Audit log
      </PageTitle>
      <AuditFilterForm filters={filters} staff={staff} />
      <p role="status" className="mb-2">
        {total} {total === 1 ? "entry" : "entries"}
      </p>
      <AuditTable rows={rows} names={names} />
      <Pager
        page={filters.page}
        pages={pages}
        hrefOf={(n) => AUDIT_FILTERS.href(filters, { page: n }, "/staff/audit")}
      />
    </>
  );
}

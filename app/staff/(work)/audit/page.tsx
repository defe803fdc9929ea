// /staff/audit – the audit log for admins: who did what to which row, when, from which network.
import type { Metadata } from "next";
import { Pager } from "@/components/staff/pager";
import { PageTitle, formatIst } from "@/components/staff/ui";
import { Link } from "@/components/ui/link";
import { requireStaffPage } from "@/lib/auth/guard";
import { AUDIT_KEEP_MONTHS } from "@/lib/content/legal";
import { getDb } from "@/lib/db/client";
import { AUDIT_PAGE_SIZE, listAudit } from "@/lib/services/audit";

export const metadata: Metadata = { title: "Audit log" };

type Props = { searchParams: Promise<{ page?: string | string[] }> };

const TARGET_PATHS: Record<string, string> = { enquiry: "enquiries", booking: "bookings" };

export default async function AuditPage({ searchParams }: Props) {
  await requireStaffPage({ admin: true });
  const asked = Number((await searchParams).page);
  const page = Number.isInteger(asked) && asked >= 1 && asked <= 100_000 ? asked : 1;
  const { rows, total } = await listAudit(await getDb(), page);
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  return (
    <>
      <PageTitle
        intro={`Every sign-in, view, change, export and erasure; kept for ${AUDIT_KEEP_MONTHS} months.`}
      >
        Audit log
      </PageTitle>
      <div className="overflow-x-auto rounded-card bg-paper shadow-card">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Audit entries, newest first</caption>
          <thead className="bg-mist">
            <tr>
              <th scope="col" className="p-2">
                When
              </th>
              <th scope="col" className="p-2">
                Who
              </th>
              <th scope="col" className="p-2">
                What
              </th>
              <th scope="col" className="p-2">
                Which
              </th>
              <th scope="col" className="p-2">
                From
              </th>
              <th scope="col" className="p-2">
                Details
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const path = row.targetKind ? TARGET_PATHS[row.targetKind] : undefined;
              return (
                <tr key={row.id} className="border-t border-line align-top">
                  <td className="p-2 whitespace-nowrap">{formatIst(row.at)}</td>
                  <td className="p-2">
                    {row.actorName ?? (row.actorId ? "Removed member" : "Not signed in")}
                  </td>
                  <td className="p-2">{row.action.replaceAll("_", " ")}</td>
                  <td className="p-2">
                    {path && row.targetId ? (
                      <Link
                        href={`/staff/${path}/${row.targetId}`}
                        prefetch={false}
                        className="text-navy underline"
                      >
                        {row.targetKind} {row.targetId.slice(0, 8)}
                      </Link>
                    ) : (
                      (row.targetKind ?? "—")
                    )}
                  </td>
                  <td className="p-2">{row.client ?? "—"}</td>
                  <td className="p-2 font-mono text-xs break-all">
                    {row.detail ? JSON.stringify(row.detail) : ""}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Pager page={page} pages={pages} hrefOf={(n) => `/staff/audit?page=${n}`} />
    </>
  );
}

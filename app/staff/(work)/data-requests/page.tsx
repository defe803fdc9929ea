// /staff/data-requests – admins answer a person's request to see, correct or erase their data
// (DPDP Act 2023), and see past requests: when, what kind, how many rows, by whom; never who.
import type { Metadata } from "next";
import { DataRequestDesk } from "@/components/staff/data-request-desk";
import { PageTitle, Panel, formatIst } from "@/components/staff/ui";
import { requireStaffPage } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { listDataRequests } from "@/lib/services/data-requests";

export const metadata: Metadata = { title: "Data requests" };

const KIND_LABELS = {
  search: "Searched",
  download: "Downloaded",
  correction: "Corrected",
  erasure: "Erased",
};

export default async function DataRequestsPage() {
  await requireStaffPage({ admin: true });
  const { rows } = await listDataRequests(await getDb());
  return (
    <>
      <PageTitle intro="Answer within 30 days, as the privacy policy promises. Check that the person asking is the person the details belong to, for example by calling the phone number they gave.">
        Data requests
      </PageTitle>
      <div className="grid gap-6">
        <Panel title="Find a person">
          <DataRequestDesk />
        </Panel>
        <Panel title="Past requests">
          {rows.length === 0 ? (
            <p className="text-muted">None yet.</p>
          ) : (
            <ul className="grid gap-2">
              {rows.map((r) => (
                <li key={r.id} className="text-sm">
                  {formatIst(r.at)} · {KIND_LABELS[r.kind]} · {r.staffName ?? "Former staff member"}{" "}
                  ·{" "}
                  {Object.entries(r.counts)
                    .map(([t, n]) => `${t.replace("_", " ")} ${n}`)
                    .join(", ")}
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>
    </>
  );
}

// /staff/data-requests – admins answer a person's request to see, correct or erase their data
// (DPDP Act 2023), and see past steps: when, which, who asked, how they were verified, what
// matched, how many rows, by whom; never who the person was.
import type { Metadata } from "next";
import { DataRequestDesk } from "@/components/staff/data-request-desk";
import { DataRequestLog } from "@/components/staff/data-request-log";
import { Pager } from "@/components/staff/pager";
import { PageTitle, Panel } from "@/components/staff/ui";
import { requireStaffPage } from "@/lib/auth/guard";
import { REQUEST_ANSWER_DAYS } from "@/lib/content/legal";
import { getDb } from "@/lib/db/client";
import { pageField, queryTable } from "@/lib/query-table";
import { DATA_REQUESTS_PAGE_SIZE, listDataRequests } from "@/lib/services/data-requests";

export const metadata: Metadata = { title: "Data requests" };

const PAGES = queryTable({ page: { ...pageField, parser: pageField.parser.withDefault(1) } });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function DataRequestsPage({ searchParams }: Props) {
  await requireStaffPage({ duty: "administration" });
  const { page } = PAGES.read(await searchParams);
  const { rows, total } = await listDataRequests(await getDb(), page);
  const pages = Math.max(1, Math.ceil(total / DATA_REQUESTS_PAGE_SIZE));
  return (
    <>
      <PageTitle
        intro={`Answer within ${REQUEST_ANSWER_DAYS} days, as the privacy policy promises. Verify the person first: call back the number on record, have them reply from the email on record, or see their ID. Then act only on the records that are theirs.`}
      >
        Data requests
      </PageTitle>
      <div className="grid grid-cols-1 gap-6">
        <Panel title="Find a person">
          <DataRequestDesk />
        </Panel>
        <Panel title="Past requests">
          <DataRequestLog rows={rows} />
          {pages > 1 && (
            <Pager
              page={page}
              pages={pages}
              hrefOf={(n) => PAGES.href({ page }, { page: n }, "/staff/data-requests")}
            />
          )}
        </Panel>
      </div>
    </>
  );
}

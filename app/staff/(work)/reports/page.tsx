// /staff/reports – for admins: the enquiries and bookings that arrived in a month or between two
// India days (this month by default; the period in the URL), by source, program and form, the share
// now at each status, and the median time to first contact overall and per owner, as charts drawn
// on the server and as a CSV. Admins only: it compares counsellors' response times, which is the
// team's management, and its CSV is an export (lib/auth/roles.ts gives both to admins).
import type { Metadata } from "next";
import { ReportChart } from "@/components/staff/report-chart";
import { ReportRangeForm } from "@/components/staff/report-range-form";
import { PageTitle, secondaryButtonClass } from "@/components/staff/ui";
import { requireStaffPage } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { REPORT_TABLE, reportRange } from "@/lib/inbox/report-range";
import { getReport } from "@/lib/services/reports";

export const metadata: Metadata = { title: "Reports" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ReportsPage({ searchParams }: Props) {
  await requireStaffPage({ duty: "administration" });
  const { query, problems } = REPORT_TABLE.parse(await searchParams);
  const range = reportRange(query);
  const report = await getReport(await getDb(), range);
  const said = Object.values(problems);
  const { enquiries, bookings } = report.totals;
  return (
    <>
      <PageTitle intro="Enquiries and bookings by when they arrived (India time), with where each stands now.">
        Reports
      </PageTitle>
      {said.length > 0 && (
        <div role="alert" className="mb-4 rounded-card bg-pale p-4 text-ink">
          <p className="font-semibold">Part of the address was not understood, so this shows:</p>
          <ul className="mt-1 list-disc pl-5">
            {said.map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </ul>
        </div>
      )}
      <ReportRangeForm range={range} />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-semibold text-navy">
          {range.label}: {enquiries} {enquiries === 1 ? "enquiry" : "enquiries"}, {bookings}{" "}
          {bookings === 1 ? "booking" : "bookings"}
        </h2>
        <a
          href={REPORT_TABLE.href(
            { month: null, from: range.from, to: range.to },
            {},
            "/api/staff/reports",
          )}
          className={secondaryButtonClass}
          download
        >
          Download these numbers as CSV
        </a>
      </div>
      <div className="grid gap-4 xl:grid-cols-2">
        {report.sections.map((section) => (
          <ReportChart key={section.id} section={section} />
        ))}
      </div>
    </>
  );
}

// The reports page's period: a month, or two India days, each a plain GET form (the period lives in
// the URL, works without scripts, and each form sends only its own fields), with links to the
// months either side. What the fields accept is REPORT_TABLE's (lib/inbox/report-range.ts).
import type { ReactNode } from "react";
import { Link } from "@/components/ui/link";
import { REPORT_TABLE, type ReportRange, monthsAround } from "@/lib/inbox/report-range";
import { Field, IndiaDayFields, buttonClass, inputClass, secondaryButtonClass } from "./ui";

const monthHref = (month: string) =>
  REPORT_TABLE.href({ month, from: null, to: null }, {}, "/staff/reports");

/** One of the two ways to pick the period, each sending only its own fields. */
function PeriodForm({ label, children }: { label: string; children: ReactNode }) {
  return (
    <form
      method="get"
      action="/staff/reports"
      aria-label={label}
      className="flex flex-wrap items-end gap-3 rounded-card bg-paper p-4 shadow-card"
    >
      {children}
    </form>
  );
}

export function ReportRangeForm({ range }: { range: ReportRange }) {
  const { previous, next } = monthsAround(range);
  const month = range.from.slice(0, 7);
  return (
    <div className="mb-6 grid gap-4 lg:grid-cols-2">
      <PeriodForm label="Report of a month">
        <Field id="report-month" label="Month (YYYY-MM)">
          <input
            id="report-month"
            name="month"
            type="month"
            defaultValue={month}
            min="2000-01"
            className={inputClass}
          />
        </Field>
        <button type="submit" className={buttonClass}>
          Show month
        </button>
        <Link href={monthHref(previous)} className={secondaryButtonClass}>
          Month before
        </Link>
        <Link href={monthHref(next)} className={secondaryButtonClass}>
          Month after
        </Link>
      </PeriodForm>
      <PeriodForm label="Report of dates">
        <IndiaDayFields idPrefix="report-" from={range.from} to={range.to} />
        <button type="submit" className={buttonClass}>
          Show dates
        </button>
      </PeriodForm>
    </div>
  );
}

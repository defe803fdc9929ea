// The inbox's filter form: a plain GET form, so the filters live in the URL (shareable, kept by
// the back button) and work without scripts. Each select lists exactly the options the URL
// table (lib/inbox/filters.ts) accepts.
import { formOptions } from "@/lib/content/forms";
import { ENQUIRY_FORMS, type InboxFilters } from "@/lib/inbox/filters";
import { Field, buttonClass, inputClass, secondaryButtonClass } from "./ui";

export function InboxFilterForm({ filters }: { filters: InboxFilters }) {
  const enquiries = filters.kind === "enquiries";
  return (
    <form
      method="get"
      action="/staff"
      className="grid gap-3 rounded-card bg-paper p-4 shadow-card sm:grid-cols-2 lg:grid-cols-4"
      aria-label="Filter the inbox"
    >
      {!enquiries && <input type="hidden" name="kind" value="bookings" />}
      {filters.status && <input type="hidden" name="status" value={filters.status} />}
      <Field id="q" label="Search name, email or phone">
        <input
          id="q"
          name="q"
          type="search"
          defaultValue={filters.q ?? ""}
          maxLength={100}
          className={inputClass}
        />
      </Field>
      {enquiries ? (
        <>
          <Field id="form" label="Form">
            <select id="form" name="form" defaultValue={filters.form ?? ""} className={inputClass}>
              <option value="">Both forms</option>
              {Object.entries(ENQUIRY_FORMS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </Field>
          <Field id="program" label="Program">
            <select
              id="program"
              name="program"
              defaultValue={filters.program ?? ""}
              className={inputClass}
            >
              <option value="">Any program</option>
              {formOptions.programs.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </select>
          </Field>
        </>
      ) : (
        <Field id="domain" label="Mentor domain">
          <select
            id="domain"
            name="domain"
            defaultValue={filters.domain ?? ""}
            className={inputClass}
          >
            <option value="">Any domain</option>
            {formOptions.mentorDomains.map((d) => (
              <option key={d.value} value={d.value}>
                {d.label.en}
              </option>
            ))}
          </select>
        </Field>
      )}
      <Field id="from" label="Received from">
        <input
          id="from"
          name="from"
          type="date"
          defaultValue={filters.from ?? ""}
          className={inputClass}
        />
      </Field>
      <Field id="to" label="Received until">
        <input
          id="to"
          name="to"
          type="date"
          defaultValue={filters.to ?? ""}
          className={inputClass}
        />
      </Field>
      <div className="flex items-end gap-2">
        <button type="submit" className={buttonClass}>
          Apply filters
        </button>
        <a href={enquiries ? "/staff" : "/staff?kind=bookings"} className={secondaryButtonClass}>
          Clear
        </a>
      </div>
    </form>
  );
}

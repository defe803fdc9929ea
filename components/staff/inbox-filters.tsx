// The inbox's filter form, folded behind one "Filters" control (a <details>, so it works without
// scripts) that says how many are set, so a phone shows the list first. A plain GET form: the
// filters live in the URL (shareable, kept by the back button) with the view and status kept.
// Each select lists exactly the options the URL table (lib/inbox/filters.ts) accepts.
import { formOptions } from "@/lib/content/forms";
import {
  ENQUIRY_FORMS,
  INBOX_SORTS,
  type InboxFilters,
  SORTS_OF,
  activeFilters,
  inboxHref,
  sortOf,
} from "@/lib/inbox/filters";
import { Field, buttonClass, inputClass, secondaryButtonClass } from "./ui";

function DayField({ name, label, value }: { name: string; label: string; value: string | null }) {
  return (
    <Field id={name} label={label}>
      <input id={name} name={name} type="date" defaultValue={value ?? ""} className={inputClass} />
    </Field>
  );
}

function Choice({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string | null;
  options: [value: string, text: string][];
}) {
  return (
    <Field id={name} label={label}>
      <select id={name} name={name} defaultValue={value ?? ""} className={inputClass}>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** The fields only bookings have: mentor domain and session dates. */
function BookingFields({ filters }: { filters: InboxFilters & { kind: "bookings" } }) {
  return (
    <>
      <Choice
        name="domain"
        label="Mentor domain"
        value={filters.domain}
        options={[
          ["", "Any domain"],
          ...formOptions.mentorDomains.map((d): [string, string] => [d.value, d.label.en]),
        ]}
      />
      <DayField name="session-from" label="Session from" value={filters["session-from"]} />
      <DayField name="session-to" label="Session until" value={filters["session-to"]} />
    </>
  );
}

/** The order: none chosen is the view's own, so it is listed once, as the first option. */
function SortField({ filters }: { filters: InboxFilters }) {
  const own = sortOf({ view: filters.view, sort: null });
  const others = SORTS_OF[filters.kind].filter((sort) => sort !== own);
  return (
    <Choice
      name="sort"
      label="Order"
      value={filters.sort === own ? null : filters.sort}
      options={[
        ["", INBOX_SORTS[own]],
        ...others.map((s): [string, string] => [s, INBOX_SORTS[s]]),
      ]}
    />
  );
}

export function InboxFilterForm({ filters }: { filters: InboxFilters }) {
  const enquiries = filters.kind === "enquiries";
  const active = activeFilters(filters).length;
  return (
    <details className="group rounded-card bg-paper shadow-card">
      <summary className="flex min-h-tap cursor-pointer list-none items-center gap-2 px-4 font-semibold text-navy [&::-webkit-details-marker]:hidden">
        <span aria-hidden="true" className="group-open:rotate-90 motion-safe:transition-transform">
          ▸
        </span>
        Filters{active > 0 && ` (${active} active)`}
      </summary>
      <form
        method="get"
        action="/staff"
        className="grid gap-3 px-4 pb-4 sm:grid-cols-2 lg:grid-cols-4"
        aria-label="Filter the inbox"
      >
        {!enquiries && <input type="hidden" name="kind" value="bookings" />}
        {filters.view !== "needs-action" && (
          <input type="hidden" name="view" value={filters.view} />
        )}
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
        {filters.kind === "enquiries" ? (
          <>
            <Choice
              name="form"
              label="Form"
              value={filters.form}
              options={[["", "Both forms"], ...Object.entries(ENQUIRY_FORMS)]}
            />
            <Choice
              name="program"
              label="Program"
              value={filters.program}
              options={[
                ["", "Any program"],
                ...formOptions.programs.map((p): [string, string] => [p, p]),
              ]}
            />
          </>
        ) : (
          <BookingFields filters={filters} />
        )}
        <SortField filters={filters} />
        <DayField name="from" label="Received from" value={filters.from} />
        <DayField name="to" label="Received until" value={filters.to} />
        <div className="flex items-end gap-2">
          <button type="submit" className={buttonClass}>
            Apply filters
          </button>
          <a href={inboxHref(filters, clearedOf(filters))} className={secondaryButtonClass}>
            Clear
          </a>
        </div>
      </form>
    </details>
  );
}

/** The changes that clear the form's filters, keeping the kind, view and status. */
const clearedOf = (filters: InboxFilters) =>
  Object.fromEntries(activeFilters(filters).map((key) => [key, null]));

// The audit log's filter form: a plain GET form, so the filters live in the URL (shareable, kept by
// the back button) and work without scripts. Each select lists exactly what the URL table
// (AUDIT_FILTERS in lib/services/audit.ts) accepts.
import { Link } from "@/components/ui/link";
import { AUDIT_ACTIONS, type AuditFilters, auditActionLabel } from "@/lib/services/audit";
import { Field, IndiaDayFields, buttonClass, inputClass, secondaryButtonClass } from "./ui";

export function AuditFilterForm(props: {
  filters: AuditFilters;
  staff: { id: string; name: string }[];
}) {
  const { filters } = props;
  return (
    <form
      method="get"
      action="/staff/audit"
      className="mb-4 grid gap-3 rounded-card bg-paper p-4 shadow-card sm:grid-cols-2 lg:grid-cols-5"
      aria-label="Filter the audit log"
    >
      <Field id="who" label="Staff member">
        <select id="who" name="who" defaultValue={filters.who ?? ""} className={inputClass}>
          <option value="">Anyone</option>
          {props.staff.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </Field>
      <Field id="action" label="Action">
        <select
          id="action"
          name="action"
          defaultValue={filters.action ?? ""}
          className={inputClass}
        >
          <option value="">Any action</option>
          {AUDIT_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {auditActionLabel(a)}
            </option>
          ))}
        </select>
      </Field>
      <IndiaDayFields from={filters.from ?? ""} to={filters.to ?? ""} />
      <div className="flex items-end gap-2">
        <button type="submit" className={buttonClass}>
          Apply filters
        </button>
        <Link href="/staff/audit" className={secondaryButtonClass}>
          Clear
        </Link>
      </div>
    </form>
  );
}

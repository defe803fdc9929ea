// One page of the audit log as a table: when, who, what, whom it is about (a link to the item
// while it exists), the details as a sentence, and the network it came from.
import { Link } from "@/components/ui/link";
import type { AuditNames } from "@/lib/services/audit-names";
import { auditActionLabel } from "@/lib/services/audit";
import { PersonText } from "./person-text";
import { type AuditLine, aboutOf, actorOf, detailOf } from "./audit-words";
import { formatIst } from "./ui";

const HEADINGS = ["When", "Who", "What", "About", "Details", "From"];

export function AuditTable(props: {
  rows: (AuditLine & { id: string; client: string | null })[];
  names: AuditNames;
}) {
  const { names } = props;
  if (props.rows.length === 0)
    return <p className="rounded-card bg-paper p-4 shadow-card">No entries match these filters.</p>;
  return (
    <div className="overflow-x-auto rounded-card bg-paper shadow-card">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Audit entries, newest first</caption>
        <thead className="bg-mist">
          <tr>
            {HEADINGS.map((h) => (
              <th key={h} scope="col" className="p-2">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => {
            const about = aboutOf(row, names);
            return (
              <tr key={row.id} className="border-t border-line align-top">
                <td className="p-2 whitespace-nowrap">{formatIst(row.at)}</td>
                <td className="p-2">{actorOf(row, names)}</td>
                <td className="p-2">{auditActionLabel(row.action)}</td>
                <td className="p-2">
                  {about.href ? (
                    <Link href={about.href} prefetch={false} className="text-navy underline">
                      <PersonText text={about.text} />
                    </Link>
                  ) : (
                    <PersonText text={about.text} />
                  )}
                </td>
                <td className="p-2">{detailOf(row, names)}</td>
                <td className="p-2">{row.client ?? "—"}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

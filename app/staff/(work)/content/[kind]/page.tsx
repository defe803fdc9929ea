// One kind of content: the item itself when the kind has one (the institute's facts), else the
// list of its items, each with what visitors see of it, and a way to add one.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ItemEditor } from "@/components/staff/content/item-editor";
import { Link } from "@/components/ui/link";
import { PageTitle, Panel, buttonClass } from "@/components/staff/ui";
import { requireStaffPage } from "@/lib/auth/guard";
import { listEntries, listVersions } from "@/lib/content-store/entries";
import { isContentKind, kindDuty, kindSpec } from "@/lib/content-store/kinds";
import { missingHindi } from "@/lib/content-store/text";
import { getDb } from "@/lib/db/client";

export const metadata: Metadata = { title: "Edit content" };

export default async function ContentKindPage({ params }: { params: Promise<{ kind: string }> }) {
  const { kind } = await params;
  await requireStaffPage({ duty: isContentKind(kind) ? kindDuty(kind) : "content" });
  if (!isContentKind(kind)) notFound();
  const spec = kindSpec(kind);
  const db = await getDb();
  const entries = await listEntries(db, kind);
  const title = <PageTitle intro={spec.shows}>{spec.label}</PageTitle>;
  const flagsOf = spec.flags as ((item: unknown) => string[]) | undefined;
  if (spec.single) {
    const [entry] = entries;
    if (!entry) notFound();
    return (
      <>
        {title}
        <ItemEditor kind={kind} entry={entry} versions={await listVersions(db, entry.id)} />
      </>
    );
  }
  return (
    <>
      {title}
      <Link href={`/staff/content/${kind}/new`} className={`${buttonClass} mb-6`}>
        Add one
      </Link>
      <Panel title={`${entries.length} in all`}>
        {entries.length === 0 ? (
          <p>Nothing yet: what you add and publish appears on the site.</p>
        ) : (
          <ul className="divide-y divide-line">
            {entries.map((entry) => {
              const value = entry.draft ?? entry.published;
              const lacking = missingHindi(entry.published).length;
              const flags = entry.published === null ? [] : (flagsOf?.(entry.published) ?? []);
              return (
                <li key={entry.id} className="py-3">
                  <Link
                    href={`/staff/content/${kind}/${entry.id}`}
                    className="font-semibold text-navy underline underline-offset-4"
                  >
                    {value ? (spec.title as (item: unknown) => string)(value) : "Untitled"}
                  </Link>
                  <p className="text-sm text-muted">
                    {entry.published === null
                      ? "Not on the site"
                      : `On the site (version ${entry.version})`}
                    {entry.draft !== null && " · unpublished draft"}
                    {lacking > 0 && ` · ${lacking} without Hindi`}
                    {flags.map((flag) => (
                      <span key={flag} className="font-semibold text-danger">
                        {` · ${flag}`}
                      </span>
                    ))}
                  </p>
                </li>
              );
            })}
          </ul>
        )}
      </Panel>
    </>
  );
}

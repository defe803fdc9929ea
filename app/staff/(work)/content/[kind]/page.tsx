// One kind of content, edited: today the institute's facts (one item). The form starts from the
// draft when there is one, else from what visitors see; below it, every published version, each
// one step from being published again.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { FactsForm } from "@/components/staff/content/facts-form";
import { RestoreButton } from "@/components/staff/content/restore-button";
import { PageTitle, Panel, formatIst } from "@/components/staff/ui";
import { requireStaffPage } from "@/lib/auth/guard";
import type { Facts } from "@/lib/content-store/facts";
import { isContentKind, kindSpec } from "@/lib/content-store/kinds";
import { listEntries, listVersions } from "@/lib/content-store/store";
import { missingHindi } from "@/lib/content-store/text";
import { getDb } from "@/lib/db/client";

export const metadata: Metadata = { title: "Edit content" };

const ACTIONS: Record<string, string> = {
  initial: "Today's content, as the site started",
  publish: "Published",
  restore: "Restored",
};

export default async function ContentKindPage({ params }: { params: Promise<{ kind: string }> }) {
  await requireStaffPage({ duty: "content" });
  const { kind } = await params;
  if (!isContentKind(kind)) notFound();
  const db = await getDb();
  const [entry] = await listEntries(db, kind);
  if (!entry) notFound();
  const versions = await listVersions(db, entry.id);
  const api = `/api/staff/content/${kind}/${entry.id}`;
  const editing = (entry.draft ?? entry.published) as Facts;
  const lacking = missingHindi(editing);
  return (
    <>
      <PageTitle intro={kindSpec(kind).shows}>{kindSpec(kind).label}</PageTitle>
      <div className="space-y-6">
        {entry.draft !== null && (
          <p className="rounded-lg bg-mist p-3 font-semibold">
            You are editing an unpublished draft (saved {formatIst(entry.updatedAt)}). Visitors
            still see version {entry.version}.
          </p>
        )}
        {lacking.length > 0 && (
          <p className="rounded-lg bg-mist p-3">
            Without Hindi, so Hindi pages show the English: {lacking.join(", ")}.
          </p>
        )}
        <Panel title="Edit">
          <FactsForm key={entry.revision} api={api} revision={entry.revision} value={editing} />
        </Panel>
        <Panel title="Versions">
          <ol className="space-y-3">
            {versions.map((v) => (
              <li
                key={v.version}
                className="flex flex-wrap items-center justify-between gap-3 border-b border-line pb-3"
              >
                <div>
                  <p className="font-semibold">
                    Version {v.version}: {ACTIONS[v.action] ?? v.action}
                    {v.version === entry.version && " (what visitors see)"}
                  </p>
                  <p className="text-sm text-muted">
                    {formatIst(v.at)}
                    {v.staffName && ` by ${v.staffName}`}
                    {v.changed.length > 0 &&
                      ` · changed ${v.changed.slice(0, 6).join(", ")}${v.changed.length > 6 ? "…" : ""}`}
                  </p>
                </div>
                {v.version !== entry.version && (
                  <RestoreButton api={api} revision={entry.revision} version={v.version} />
                )}
              </li>
            ))}
          </ol>
        </Panel>
      </div>
    </>
  );
}

// One item of a list kind in the editor, or (id "new") the form of a new one.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ContentForm } from "@/components/staff/content/content-form";
import { ItemEditor } from "@/components/staff/content/item-editor";
import { Link } from "@/components/ui/link";
import { PageTitle, Panel } from "@/components/staff/ui";
import { requireStaffPage } from "@/lib/auth/guard";
import { findEntry, listVersions } from "@/lib/content-store/entries";
import { isContentKind, kindDuty, kindSpec } from "@/lib/content-store/kinds";
import { getDb } from "@/lib/db/client";

export const metadata: Metadata = { title: "Edit content" };

type Params = { params: Promise<{ kind: string; id: string }> };

export default async function ContentItemPage({ params }: Params) {
  const { kind, id } = await params;
  await requireStaffPage({ duty: isContentKind(kind) ? kindDuty(kind) : "content" });
  if (!isContentKind(kind) || kindSpec(kind).single) notFound();
  const spec = kindSpec(kind);
  const back = (
    <Link href={`/staff/content/${kind}`} className="mb-4 inline-block text-navy underline">
      Back to {spec.label.toLowerCase()}
    </Link>
  );
  if (id === "new") {
    return (
      <>
        {back}
        <PageTitle intro={spec.shows}>New: {spec.label.toLowerCase()}</PageTitle>
        <Panel title="Edit">
          <ContentForm
            kind={kind}
            target={{
              api: `/api/staff/content/${kind}`,
              revision: null,
              kindPage: `/staff/content/${kind}`,
            }}
            value={spec.blank}
          />
        </Panel>
      </>
    );
  }
  const db = await getDb();
  const entry = await findEntry(db, kind, id);
  if (!entry) notFound();
  const value = entry.draft ?? entry.published;
  return (
    <>
      {back}
      <PageTitle intro={spec.shows}>
        {value ? (spec.title as (item: unknown) => string)(value) : spec.label}
      </PageTitle>
      <ItemEditor kind={kind} entry={entry} versions={await listVersions(db, entry.id)} />
    </>
  );
}

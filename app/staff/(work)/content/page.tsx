// The content editor's start: every kind of item staff keep current (those the role may edit),
// what each changes on the site, and what still lacks Hindi or waits as a draft.
import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { PageTitle, Panel } from "@/components/staff/ui";
import { requireStaffPage } from "@/lib/auth/guard";
import { may } from "@/lib/auth/roles";
import { CONTENT_KINDS, type ContentKind, kindDuty } from "@/lib/content-store/kinds";
import { listEntries } from "@/lib/content-store/entries";
import { missingHindi } from "@/lib/content-store/text";
import { getDb } from "@/lib/db/client";

export const metadata: Metadata = { title: "Site content" };

export default async function ContentPage() {
  const staff = await requireStaffPage({ duty: "content" });
  const db = await getDb();
  const kinds = await Promise.all(
    (Object.keys(CONTENT_KINDS) as ContentKind[])
      .filter((kind) => may(staff.role, kindDuty(kind)))
      .map(async (kind) => {
        const entries = await listEntries(db, kind);
        return {
          kind,
          ...CONTENT_KINDS[kind],
          drafts: entries.filter((e) => e.draft !== null).length,
          lackingHindi: entries.reduce((n, e) => n + missingHindi(e.published).length, 0),
        };
      }),
  );
  return (
    <>
      <PageTitle intro="What you publish here shows on every page that uses it, in both languages, within a few seconds. Drafts stay hidden from visitors until you publish them.">
        Site content
      </PageTitle>
      <Panel title="What you can edit">
        <ul className="space-y-4">
          {kinds.map((k) => (
            <li key={k.kind}>
              <Link
                href={`/staff/content/${k.kind}`}
                className="font-semibold text-navy underline underline-offset-4"
              >
                {k.label}
              </Link>
              <p className="text-sm text-muted">{k.shows}</p>
              <p className="text-sm">
                {k.drafts > 0 ? `${k.drafts} unpublished draft${k.drafts > 1 ? "s" : ""}. ` : ""}
                {k.lackingHindi > 0
                  ? `${k.lackingHindi} text${k.lackingHindi > 1 ? "s" : ""} without Hindi: Hindi pages show the English there.`
                  : "Everything has its Hindi."}
              </p>
            </li>
          ))}
        </ul>
      </Panel>
    </>
  );
}

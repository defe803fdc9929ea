// /staff/enquiries/<id> and /staff/bookings/<id> – one submission: every field, call and WhatsApp
// links, its status, owner, follow-up day and notes. Opening it is recorded in the audit log.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ItemFields } from "@/components/staff/item-fields";
import { ItemWork } from "@/components/staff/item-work";
import { PageTitle, Panel, buttonClass, secondaryButtonClass } from "@/components/staff/ui";
import { requireStaffPage } from "@/lib/auth/guard";
import { getDb } from "@/lib/db/client";
import { replyDueBy, isOverdue } from "@/lib/inbox/overdue";
import { getInboxItem, recordView } from "@/lib/services/inbox-item";
import { listStaff } from "@/lib/services/staff";
import { site } from "@/lib/site";
import { itemRefSchema } from "@/lib/validations/staff";
import { formatIst } from "@/components/staff/ui";

export const metadata: Metadata = { title: "Submission" };

type Props = { params: Promise<{ kind: string; id: string }> };

/** A short first message in WhatsApp, from the counsellor, about what the person asked. */
function whatsAppLink(phone: string, name: string, about: string, staffName: string): string {
  const first = (full: string) => full.split(" ")[0] ?? full;
  const text = `Hello ${first(name)}, this is ${first(staffName)} from ${site.name}, Jabalpur. You asked us about ${about}. Is this a good time to talk?`;
  return `https://wa.me/91${phone}?text=${encodeURIComponent(text)}`;
}

export default async function SubmissionPage({ params }: Props) {
  const staff = await requireStaffPage();
  const ref = itemRefSchema.safeParse(await params);
  if (!ref.success) notFound();
  const db = await getDb();
  const [item, team] = await Promise.all([
    getInboxItem(db, ref.data.kind, ref.data.id),
    listStaff(db),
  ]);
  if (!item) notFound();
  await recordView(db, ref.data.kind, ref.data.id, { id: staff.id, address: staff.address });
  const record = item.record as Record<string, string>;
  const about =
    item.kind === "enquiries" ? (record.program ?? "our coding programs") : "a mentorship session";
  const overdue = item.kind === "enquiries" && isOverdue(item);
  return (
    <>
      <PageTitle>{record.name}</PageTitle>
      {overdue && (
        <p className="mb-4 rounded-lg bg-paper p-3 font-semibold text-danger ring-2 ring-danger">
          Overdue: this enquiry should have had a call by {formatIst(replyDueBy(item.createdAt))}.
        </p>
      )}
      <div className="mb-6 flex flex-wrap gap-2">
        <a href={`tel:+91${record.phone}`} className={buttonClass}>
          Call {record.phone}
        </a>
        <a
          href={whatsAppLink(record.phone!, record.name!, about, staff.name)}
          className={secondaryButtonClass}
          target="_blank"
          rel="noopener noreferrer"
        >
          WhatsApp
        </a>
        <a href={`mailto:${record.email}`} className={secondaryButtonClass}>
          Email
        </a>
      </div>
      <div className="grid gap-6">
        <Panel title="Details">
          <ItemFields item={item} />
        </Panel>
        <ItemWork
          item={item}
          team={team}
          api={`/api/staff/submissions/${item.kind}/${ref.data.id}`}
        />
      </div>
    </>
  );
}

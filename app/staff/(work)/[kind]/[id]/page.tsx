// /staff/enquiries/<id> and /staff/bookings/<id> – one submission, phone first: the person's name,
// call, WhatsApp and email replies written from the admins' templates in their language (then
// "Mark as contacted"), the work form (status, owner, follow-up day, a note), the notes, the same
// person's other enquiries and bookings, then every detail they gave. Opening it is recorded in
// the audit log.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { ItemFields } from "@/components/staff/item-fields";
import { ItemRelated } from "@/components/staff/item-related";
import { ItemReplies } from "@/components/staff/item-replies";
import { ItemNotes, ItemWork } from "@/components/staff/item-work";
import { PersonText } from "@/components/staff/person-text";
import { PageTitle, Panel, buttonClass, formatIst } from "@/components/staff/ui";
import { Link } from "@/components/ui/link";
import { requireStaffPage } from "@/lib/auth/guard";
import { mayAdminister } from "@/lib/auth/roles";
import { getDb } from "@/lib/db/client";
import { FIRST_STATUS, urgencyOf } from "@/lib/inbox/overdue";
import { getInboxItem, recordView } from "@/lib/services/inbox-item";
import { repliesFor } from "@/lib/services/inbox-replies";
import { relatedItems } from "@/lib/services/inbox-related";
import { listStaff } from "@/lib/services/staff";
import { itemRefSchema } from "@/lib/validations/staff";

type Props = { params: Promise<{ kind: string; id: string }> };

const KIND_NAMES = { enquiries: "Enquiry", bookings: "Booking" } as const;

/** The submission a URL names, read once per request however many parts ask. */
const loadItem = cache(async (kind: string, id: string) => {
  const ref = itemRefSchema.safeParse({ kind, id });
  return ref.success ? getInboxItem(await getDb(), ref.data.kind, ref.data.id) : null;
});

/** The tab's title names the person and the kind: "Asha Verma · Enquiry". */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await requireStaffPage({ duty: "enquiries" });
  const { kind, id } = await params;
  const item = await loadItem(kind, id);
  return { title: item ? `${item.record.name} · ${KIND_NAMES[item.kind]}` : "Not found" };
}

export default async function SubmissionPage({ params }: Props) {
  const staff = await requireStaffPage({ duty: "enquiries" });
  const { kind, id } = await params;
  const item = await loadItem(kind, id);
  if (!item) notFound();
  const db = await getDb();
  const team = await listStaff(db);
  const related = await relatedItems(db, { kind: item.kind, id }, item.record);
  await recordView(db, item.kind, id, { id: staff.id, address: staff.address });
  const record = item.record;
  const replies = await repliesFor(item, id, staff.name);
  const urgency = urgencyOf(item.kind, item);
  return (
    <>
      <Link
        href={item.kind === "bookings" ? "/staff?kind=bookings" : "/staff"}
        className="mb-3 inline-flex min-h-tap items-center font-semibold text-navy underline"
      >
        Back to the inbox
      </Link>
      <PageTitle>
        <PersonText text={record.name} />
      </PageTitle>
      {urgency === "overdue" && (
        <p className="mb-4 rounded-lg bg-paper p-3 font-semibold text-danger ring-2 ring-danger">
          Overdue:{" "}
          {item.status === FIRST_STATUS[item.kind]
            ? `the first call was due by ${formatIst(item.replyDueAt)}.`
            : `the follow-up was due on ${formatIst(`${item.followUpOn}T00:00:00+05:30`, false)}.`}
        </p>
      )}
      <ItemReplies {...replies}>
        <a href={`tel:+91${record.phone}`} className={buttonClass}>
          Call {record.phone}
        </a>
      </ItemReplies>
      <div className="grid gap-6">
        <ItemWork
          item={item}
          team={team}
          api={`/api/staff/submissions/${item.kind}/${id}`}
          mayReopen={mayAdminister(staff.role)}
        />
        <ItemNotes notes={item.notes} />
        <ItemRelated items={related} />
        <Panel title="Details">
          <ItemFields item={item} />
        </Panel>
      </div>
    </>
  );
}

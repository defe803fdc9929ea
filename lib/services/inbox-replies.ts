// The one-tap replies of a submission's page, for the staff member reading it: the admins' reply
// templates and the institute's facts as published (lib/content-store/read.ts), filled for the
// person in the language they used on the site, and the status step a sent reply offers.
import "server-only";
import { getFacts, published } from "@/lib/content-store/read";
import { seedReplyTemplates } from "@/lib/content-store/replies";
import { type ContactStep, type ReplyLinks, replyLinks, replyValues } from "@/lib/inbox/replies";
import { contactStepFrom, statusLabel } from "@/lib/inbox/statuses";
import { type InboxItem, auditKind } from "./inbox-item";

/** The replies to the person of submission `id`, signed with `staffName`'s first name. */
export async function repliesFor(
  item: InboxItem,
  id: string,
  staffName: string,
): Promise<{ links: ReplyLinks; step: ContactStep | null }> {
  const { record } = item;
  const [templates = seedReplyTemplates] = await published("replies");
  const language = record.notice_language === "hi" ? "hi" : "en";
  const booking = "appointment_at" in record;
  const values = replyValues(language, {
    name: record.name,
    staffName,
    subject: booking
      ? { slot: new Date(record.appointment_at), domain: record.mentor_domain }
      : { program: record.program },
    facts: await getFacts(),
  });
  const to = contactStepFrom(auditKind(item.kind), item.status);
  return {
    links: replyLinks(templates, booking ? "booking" : "enquiry", language, values, record),
    step: to
      ? {
          api: `/api/staff/submissions/${item.kind}/${id}`,
          from: item.status,
          to,
          label: `Mark as ${statusLabel(to).toLowerCase()}`,
        }
      : null,
  };
}

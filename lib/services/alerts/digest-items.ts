// What the 9:00 email lists (./digest.ts queues it, ./channels.ts sends it): a member's own items
// that are overdue or due today, by the inbox's own rules (lib/services/inbox-views.ts), and, for
// the admins, new enquiries and bookings nobody has touched two working days after they came
// (still at their first status, no contact recorded). Read when the email is sent, so an item
// dealt with in the meantime is left out; never a phone or an email address.
import "server-only";
import { and, asc, eq, isNotNull, isNull, lte, or } from "drizzle-orm";
import type { Facts } from "@/lib/content-store/facts";
import type { Db } from "@/lib/db/client";
import { appointments, contentEntries, leads, staffUsers } from "@/lib/db/schema";
import { ENQUIRY_FORMS, INBOX_KINDS, type InboxKind, mentorDomainLabel } from "@/lib/inbox/filters";
import {
  CLOSED_STATUSES,
  FIRST_STATUS,
  type Urgency,
  indiaDay,
  urgencyOf,
  workingDaysBefore,
} from "@/lib/inbox/overdue";
import { sortOrder, tableOf, viewConditions } from "../inbox-views";
import { DIGEST_LIST_MAX, type DigestItem } from "./digest-message";

/** An item is flagged to the admins once it is untouched this many working days after it came. */
export const UNTOUCHED_WORKING_DAYS = 2;

/**
 * The days the centre is closed, as the facts staff keep in the editor are published (none
 * before they are first edited). Read here rather than through the pages' cached read
 * (lib/content-store/read.ts), which only runs inside Next.
 */
export async function closedDays(db: Db): Promise<string[]> {
  const [row] = await db
    .select({ published: contentEntries.published })
    .from(contentEntries)
    .where(and(eq(contentEntries.kind, "facts"), isNotNull(contentEntries.published)))
    .orderBy(asc(contentEntries.position))
    .limit(1);
  return (row?.published as Facts | undefined)?.closedDays ?? [];
}

/** Arrived at or before this instant and still untouched: flagged at `at`. */
export const untouchedSince = (at: Date, closed: readonly string[]) =>
  workingDaysBefore(at, UNTOUCHED_WORKING_DAYS, closed);

/** Overdue or due today at `at` (the inbox's views of the same names). */
function dueConditions(kind: InboxKind, at: Date) {
  const conditions = viewConditions(kind, { now: at });
  return { conditions, due: or(conditions.overdue, conditions["due-today"])! };
}

function untouchedWhere(kind: InboxKind, at: Date, closed: readonly string[]) {
  const t = tableOf(kind);
  return and(
    eq(t.status, FIRST_STATUS[kind]),
    isNull(t.lastContactAt),
    lte(t.createdAt, untouchedSince(at, closed)),
  )!;
}

type Order = ReturnType<typeof sortOrder>;

async function listOf(
  db: Db,
  kind: InboxKind,
  where: ReturnType<typeof and>,
  order: Order,
  at: Date,
): Promise<DigestItem[]> {
  const t = tableOf(kind);
  const rows = await db
    .select({
      id: t.id,
      name: t.name,
      status: t.status,
      replyDueAt: t.replyDueAt,
      followUpOn: t.followUpOn,
      createdAt: t.createdAt,
      owner: staffUsers.name,
      source: kind === "enquiries" ? leads.source : appointments.mentorDomain,
      program: kind === "enquiries" ? leads.program : appointments.mentorDomain,
    })
    .from(t)
    .leftJoin(staffUsers, eq(staffUsers.id, t.ownerId))
    .where(where)
    .orderBy(...order)
    .limit(DIGEST_LIST_MAX);
  return rows.map((row) => {
    const waiting = row.status === FIRST_STATUS[kind];
    const open = !(CLOSED_STATUSES[kind] as readonly string[]).includes(row.status);
    const days = [waiting ? indiaDay(row.replyDueAt) : null, open ? row.followUpOn : null];
    return {
      kind,
      id: row.id,
      name: row.name,
      form:
        kind === "bookings"
          ? "Mentorship booking form"
          : (ENQUIRY_FORMS[row.source as keyof typeof ENQUIRY_FORMS] ?? row.source),
      program: kind === "bookings" ? mentorDomainLabel(row.source) : row.program,
      dueDay: days.filter((d): d is string => d !== null).sort()[0] ?? null,
      urgency: urgencyOf(kind, row, at),
      arrived: indiaDay(row.createdAt),
      owner: row.owner,
    };
  });
}

const RANK: Record<Urgency, number> = { overdue: 0, "due-today": 1 };

/** The member's own items overdue or due today at `at`: overdue first, longest overdue first. */
export async function listDueItems(db: Db, staffId: string, at: Date): Promise<DigestItem[]> {
  const lists = await Promise.all(
    INBOX_KINDS.map((kind) => {
      const { conditions, due } = dueConditions(kind, at);
      const where = and(eq(tableOf(kind).ownerId, staffId), due);
      return listOf(db, kind, where, sortOrder(kind, "needs-action", conditions), at);
    }),
  );
  const rank = (item: DigestItem) => (item.urgency ? RANK[item.urgency] : 2);
  return lists
    .flat()
    .sort((a, b) => rank(a) - rank(b) || (a.dueDay ?? "").localeCompare(b.dueDay ?? ""));
}

/** Items untouched two working days after they came, as of `at`: the oldest first. */
export async function listUntouched(
  db: Db,
  at: Date,
  closed: readonly string[],
): Promise<DigestItem[]> {
  const lists = await Promise.all(
    INBOX_KINDS.map((kind) => {
      const t = tableOf(kind);
      const order = [asc(t.createdAt), asc(t.id)];
      return listOf(db, kind, untouchedWhere(kind, at, closed), order, at);
    }),
  );
  return lists.flat().sort((a, b) => a.arrived.localeCompare(b.arrived));
}

/** Who owns something overdue or due today at `at`, and whether anything is untouched. */
export async function whatIsDue(
  db: Db,
  at: Date,
  closed: readonly string[],
): Promise<{ owners: Set<string>; untouched: boolean }> {
  const owners = new Set<string>();
  let untouched = false;
  for (const kind of INBOX_KINDS) {
    const t = tableOf(kind);
    const rows = await db
      .selectDistinct({ owner: t.ownerId })
      .from(t)
      .where(and(isNotNull(t.ownerId), dueConditions(kind, at).due));
    for (const { owner } of rows) if (owner) owners.add(owner);
    const [any] = await db
      .select({ id: t.id })
      .from(t)
      .where(untouchedWhere(kind, at, closed))
      .limit(1);
    untouched ||= Boolean(any);
  }
  return { owners, untouched };
}

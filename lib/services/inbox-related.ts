// The person's other enquiries and bookings: those with the same email, or the same phone (stored as
// the ten digits the forms reduce any way of writing it to: "98765 43210", "+91-9876543210" and
// "09876543210" are one number). An item's page lists them as "also enquired"; each stays its own
// row, with its own status and owner: nothing is refused or merged.
import "server-only";
import { and, desc, eq, ne, or } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { appointments, leads } from "@/lib/db/schema";
import type { InboxKind } from "@/lib/inbox/filters";

export type RelatedItem = {
  kind: InboxKind;
  id: string;
  createdAt: Date;
  status: string;
  /** Which of the person's details the other submission shares. */
  sameEmail: boolean;
  samePhone: boolean;
};

/** At most this many, newest first: a page for the person, not a history of the site. */
const SHOWN = 20;

/** The other submissions naming `person`'s email or phone, newest first. */
export async function relatedItems(
  db: Db,
  self: { kind: InboxKind; id: string },
  person: { email: string; phone: string },
): Promise<RelatedItem[]> {
  const fromTable = async (kind: InboxKind, table: typeof leads | typeof appointments) => {
    const rows = await db
      .select({
        id: table.id,
        createdAt: table.createdAt,
        status: table.status,
        email: table.email,
        phone: table.phone,
      })
      .from(table)
      .where(
        and(
          or(eq(table.email, person.email), eq(table.phone, person.phone)),
          kind === self.kind ? ne(table.id, self.id) : undefined,
        ),
      )
      .orderBy(desc(table.createdAt))
      .limit(SHOWN);
    return rows.map((row) => ({
      kind,
      id: row.id,
      createdAt: row.createdAt,
      status: row.status,
      sameEmail: row.email === person.email,
      samePhone: row.phone === person.phone,
    }));
  };
  const found = [
    ...(await fromTable("enquiries", leads)),
    ...(await fromTable("bookings", appointments)),
  ];
  return found.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, SHOWN);
}

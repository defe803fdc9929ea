// The record of each data request (DPDP Act): when, which kind, what was found, changed or
// deleted (counts per table) and which staff member handled it. It never says who asked: no
// name, email or phone goes into data_requests, the audit log or the logs.
import "server-only";
import { randomUUID } from "node:crypto";
import { count, desc, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { dataRequests, staffUsers } from "@/lib/db/schema";
import { recordAudit } from "../audit";
import type { Actor } from "../staff";
import type { PersonCounts, Tx } from "./find";

export const DATA_REQUEST_KINDS = ["search", "download", "correction", "erasure"] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];

/** Rows found, changed or deleted per table; numbers only. */
export type RequestCounts = Partial<Record<keyof PersonCounts, number>>;

/** Writes one data_requests row (inside the caller's transaction when given one). */
export async function insertDataRequest(
  db: Db | Tx,
  kind: DataRequestKind,
  actor: Actor,
  counts: RequestCounts,
): Promise<string> {
  const id = randomUUID();
  await db.insert(dataRequests).values({ id, kind, handledBy: actor.id, counts });
  return id;
}

/**
 * A person was shown their data (viewed) or sent it as a file (downloaded): the request and an
 * audit entry, both with counts only. Returns the request's id.
 */
export async function recordAccess(
  db: Db,
  access: { how: "viewed" | "downloaded"; counts: PersonCounts },
  actor: Actor,
): Promise<string> {
  const kind = access.how === "viewed" ? "search" : "download";
  const id = await insertDataRequest(db, kind, actor, access.counts);
  await recordAudit(
    {
      action: access.how === "viewed" ? "data_request_viewed" : "data_request_downloaded",
      actorId: actor.id,
      targetKind: "data_request",
      targetId: id,
      address: actor.address,
      detail: { counts: access.counts },
    },
    db,
  );
  return id;
}

export const DATA_REQUESTS_PAGE_SIZE = 50;

export type DataRequestEntry = {
  id: string;
  at: Date;
  kind: DataRequestKind;
  counts: RequestCounts;
  /** Null once the staff member's account is gone. */
  staffName: string | null;
};

/** Past requests, newest first, a page at a time, for the staff page. */
export async function listDataRequests(
  db: Db,
  page = 1,
): Promise<{ rows: DataRequestEntry[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: dataRequests.id,
        at: dataRequests.at,
        kind: dataRequests.kind,
        counts: dataRequests.counts,
        staffName: staffUsers.name,
      })
      .from(dataRequests)
      .leftJoin(staffUsers, eq(staffUsers.id, dataRequests.handledBy))
      .orderBy(desc(dataRequests.at), desc(dataRequests.id))
      .limit(DATA_REQUESTS_PAGE_SIZE)
      .offset((Math.max(1, page) - 1) * DATA_REQUESTS_PAGE_SIZE),
    db.select({ n: count() }).from(dataRequests),
  ]);
  return {
    rows: rows.map((r) => ({
      ...r,
      kind: r.kind as DataRequestKind,
      counts: r.counts as RequestCounts,
    })),
    total: Number(total?.n ?? 0),
  };
}

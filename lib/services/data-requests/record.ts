// The record of each step of a data request (DPDP Act): when, which step, who asked and how they
// were verified (fixed codes), which details the records had to match, what was found, sent,
// changed or deleted (counts per table) and which staff member handled it. It never says who the
// person is: no name, email or phone goes into data_requests, the audit log or the logs.
import "server-only";
import { randomUUID } from "node:crypto";
import { count, desc, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { dataRequests, staffUsers } from "@/lib/db/schema";
import { type AuditAction, recordAuditIn } from "../audit";
import type { Actor } from "../staff";
import type { PersonCounts, Tx } from "./match";
import {
  MATCH_RULES,
  type MatchRule,
  REQUESTERS,
  type RequestInput,
  type Requester,
  VERIFICATIONS,
  type Verification,
  matchRuleOf,
} from "./schema";

export const DATA_REQUEST_KINDS = ["search", "download", "correction", "erasure"] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];

/**
 * Rows found, sent, changed or deleted per table, and how many of the records matched only part
 * of the details (included by a staff member's tick); numbers only.
 */
export type RequestCounts = Partial<Record<keyof PersonCounts | "partly_matched", number>>;

/** The audit entry of each step that reads; changes write their own (correct.ts, erase.ts). */
const READ_ACTIONS: Record<"search" | "download", AuditAction> = {
  search: "data_request_viewed",
  download: "data_request_downloaded",
};

/** Writes one data_requests row (inside the caller's transaction when given one); its id. */
export async function insertDataRequest(
  db: Db | Tx,
  kind: DataRequestKind,
  actor: Actor,
  counts: RequestCounts,
  request: RequestInput,
): Promise<string> {
  const id = randomUUID();
  await db.insert(dataRequests).values({
    id,
    kind,
    handledBy: actor.id,
    counts,
    requestedBy: request.requested_by,
    verifiedBy: request.verified_by,
    matchedOn: matchRuleOf(request),
  });
  return id;
}

/** A search or a download: its own request row and audit entry, both with counts only. */
export async function recordStep(
  db: Db,
  kind: "search" | "download",
  counts: RequestCounts,
  request: RequestInput,
  actor: Actor,
): Promise<string> {
  return db.transaction(async (tx) => {
    const id = await insertDataRequest(tx, kind, actor, counts, request);
    await recordAuditIn(tx, {
      action: READ_ACTIONS[kind],
      actorId: actor.id,
      targetKind: "data_request",
      targetId: id,
      address: actor.address,
      detail: { counts },
    });
    return id;
  });
}

export const DATA_REQUESTS_PAGE_SIZE = 50;

export type DataRequestEntry = {
  id: string;
  at: Date;
  kind: DataRequestKind;
  counts: RequestCounts;
  /** Null for a step recorded before these were asked (migration 0006). */
  requestedBy: Requester | null;
  verifiedBy: Verification | null;
  matchedOn: MatchRule | null;
  /** Null once the staff member's account is gone. */
  staffName: string | null;
};

/** A stored code if it is one of `codes`, else null. */
const codeOf = <K extends string>(codes: Record<K, string>, value: string | null): K | null =>
  value !== null && Object.hasOwn(codes, value) ? (value as K) : null;

/** Past steps, newest first, a page at a time, for the staff page. */
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
        requestedBy: dataRequests.requestedBy,
        verifiedBy: dataRequests.verifiedBy,
        matchedOn: dataRequests.matchedOn,
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
      requestedBy: codeOf(REQUESTERS, r.requestedBy),
      verifiedBy: codeOf(VERIFICATIONS, r.verifiedBy),
      matchedOn: codeOf(MATCH_RULES, r.matchedOn),
    })),
    total: Number(total?.n ?? 0),
  };
}

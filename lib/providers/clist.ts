// What the lists read from clist.by share: credentials, the auth header, the page envelope, UTC
// times and the pace of its API.
import "server-only";
import { z } from "zod";
import type { Env } from "@/lib/env-schema.mjs";
import type { PacerSettings } from "./pacer";

export type ClistCredentials = { username: string; apiKey: string };

export type ClistOptions = {
  baseUrl: string;
  credentials: ClistCredentials;
  timeoutMs?: number;
  /** Largest answer read per request (CLIST_MAX_BYTES). */
  maxBytes: number;
};

/**
 * clist.by allows 10 calls a minute per user; every list read from it waits in one line, a call
 * at least a second after the one before.
 */
export const CLIST_PACER: PacerSettings = {
  name: "clist",
  minIntervalMs: 1_000,
  limit: 10,
  windowMs: 60_000,
};

/** The site's clist settings; null without a username and key (those lists are not configured). */
export function clistOptions(settings: Env): ClistOptions | null {
  if (!settings.CLIST_USERNAME || !settings.CLIST_API_KEY) return null;
  return {
    baseUrl: settings.CLIST_API_URL,
    credentials: { username: settings.CLIST_USERNAME, apiKey: settings.CLIST_API_KEY },
    timeoutMs: settings.UPSTREAM_TIMEOUT_MS,
    maxBytes: settings.CLIST_MAX_BYTES,
  };
}

/** The key goes in this header only: in the query string clist repeats it in `meta.next`. */
export function clistHeaders({ username, apiKey }: ClistCredentials): Record<string, string> {
  return { Authorization: `ApiKey ${username}:${apiKey}` };
}

export function clistUrl(baseUrl: string, path: string, params: Record<string, string>): string {
  return `${baseUrl.replace(/\/+$/, "")}/${path}/?${new URLSearchParams(params)}`;
}

export const clistPageSchema = z.object({ objects: z.array(z.unknown()) });

/** clist writes UTC times without a zone ("2026-08-29T14:35:00"): read them as UTC. */
export const clistTime = z.string().transform((value, ctx) => {
  const hasZone = /(Z|[+-]\d\d:?\d\d)$/i.test(value);
  const ms = Date.parse(hasZone ? value : `${value}Z`);
  if (Number.isNaN(ms)) {
    ctx.addIssue({ code: "custom", message: "not a date" });
    return z.NEVER;
  }
  return new Date(ms).toISOString();
});

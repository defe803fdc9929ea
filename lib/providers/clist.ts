// What the two clist.by modules share: credentials, the auth header, the page envelope, UTC times.
import "server-only";
import { z } from "zod";

export type ClistCredentials = { username: string; apiKey: string };

export type ClistOptions = {
  baseUrl: string;
  credentials: ClistCredentials;
  timeoutMs?: number;
  /** Largest answer read per request (CLIST_MAX_BYTES). */
  maxBytes: number;
};

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

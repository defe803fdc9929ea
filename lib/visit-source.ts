// Where a visit came from, for the forms to send with an enquiry or booking: the first page load of
// the visit (always) and the latest one that carried campaign tags (utm_*) or came from another
// site. Pure and isomorphic: the browser keeps the result for the visit only (sessionStorage,
// components/forms/visit-source-store.ts), the handlers check it (lib/validations/visit-source.ts)
// and the tables store it as plain text columns (lib/db/tables/forms.ts).

/** One page load's source; every part is optional but the page it landed on. */
export type PageSource = {
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  /** The other site's host name, "www." dropped: "google.com". */
  referrer?: string;
  /** The path only: a query may hold what a visitor typed (a handle, a search). */
  landing: string;
};

export type Visit = { first: PageSource; latest?: PageSource };

export const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign"] as const;
export const UTM_MAX = 100;
export const LANDING_MAX = 300;
export const HOST_MAX = 253;

/** A host name as DNS writes it (letters, digits, hyphens, dots; punycode for other scripts). */
export const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/;
/** A path as the address bar sends it: percent-encoded, no spaces or control characters. */
export const LANDING_PATH = /^\/[\x21-\x7e]*$/;

/** The answers to "How did you hear about us?" on the home form, in the order shown. */
export const HEARD_FROM = [
  "instagram",
  "youtube",
  "friend",
  "college",
  "google",
  "whatsapp",
  "other",
] as const;
export type HeardFrom = (typeof HEARD_FROM)[number];

/**
 * A campaign tag as stored: control characters dropped, spaces collapsed, trimmed. Source and medium
 * are lower-cased so "Instagram" and "instagram" count as one in a report; a campaign keeps its case.
 */
export function tidyUtm(key: (typeof UTM_KEYS)[number], value: string): string {
  const tidy = value
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return key === "utm_campaign" ? tidy : tidy.toLowerCase();
}

/** The other site's host name, or undefined for this site, no referrer or a non-web one. */
export function referrerHost(referrer: string, ownHost: string): string | undefined {
  try {
    const url = new URL(referrer);
    if (!/^https?:$/.test(url.protocol) || url.host === ownHost) return undefined;
    const host = url.hostname.replace(/^www\./, "");
    return HOST_NAME.test(host) ? host : undefined;
  } catch {
    return undefined;
  }
}

/** The source of one page load: its address, document.referrer and this site's host (with port). */
export function pageSource(href: string, referrer: string, ownHost: string): PageSource {
  const url = new URL(href);
  const source: PageSource = { landing: url.pathname.slice(0, LANDING_MAX) };
  for (const key of UTM_KEYS) {
    const value = tidyUtm(key, url.searchParams.get(key) ?? "")
      .slice(0, UTM_MAX)
      .trim();
    if (value) source[key] = value;
  }
  const host = referrerHost(referrer, ownHost);
  if (host) source.referrer = host;
  return source;
}

/** Whether a page load says where the visitor came from (tags or another site). */
export const carriesSource = (s: PageSource) =>
  Boolean(s.utm_source || s.utm_medium || s.utm_campaign || s.referrer);

/** The visit after one more page load: the first stays; the latest moves on a load with a source. */
export function nextVisit(stored: Visit | null, page: PageSource): Visit {
  const first = stored?.first ?? page;
  const latest = carriesSource(page) ? page : stored?.latest;
  return latest ? { first, latest } : { first };
}

/** The fields a form sends: first_utm_source … latest_landing, only those known. */
export function visitFields(visit: Visit | null): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [when, source] of [
    ["first", visit?.first],
    ["latest", visit?.latest],
  ] as const) {
    if (!source) continue;
    for (const key of [...UTM_KEYS, "referrer", "landing"] as const) {
      const value = source[key];
      if (typeof value === "string" && value !== "") fields[`${when}_${key}`] = value;
    }
  }
  return fields;
}

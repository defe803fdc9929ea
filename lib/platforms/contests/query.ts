// The contest list's filters in the address, as query tables (lib/query-table): the list's search
// and platform (the page keeps `host` in its address; the API filters by both) and the calendar
// feed's hosts. Isomorphic.
import { createParser } from "nuqs/server";
import { queryTable, type QueryOfTable, textField } from "@/lib/query-table";
import { defaulted } from "../fields";

/** Contests asked of clist, and so the most a page of the list holds. */
export const CONTESTS_PAGE_SIZE = 48;
/** Longest contest search text. */
export const CONTEST_QUERY_MAX = 100;
/** Hosts of a contest feed: at most this many in one address. */
export const FEED_HOSTS_MAX = 30;
export const FEED_HOSTS_MESSAGE =
  "hosts must be contest sites separated by commas, such as codeforces.com,atcoder.jp";

const HOST = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/;

export const CONTESTS_QUERY = queryTable({
  q: defaulted(
    textField(
      "q",
      CONTEST_QUERY_MAX,
      undefined,
      `The "q" parameter must be at most ${CONTEST_QUERY_MAX} characters.`,
    ),
    "",
  ),
  // As clist names the site, which is not always a bare host name ("atcoder.jp?lang=ja").
  host: defaulted(textField("host", 253), ""),
});

/**
 * The calendar feed's `?hosts=codeforces.com,atcoder.jp`: lower-cased, without repeats; absent or
 * empty means every host.
 */
const hostsField = {
  parser: createParser<string[]>({
    parse: (raw) => {
      if (raw.length > FEED_HOSTS_MAX * 64) return null;
      const hosts = [
        ...new Set(
          raw
            .split(",")
            .map((h) => h.trim().toLowerCase())
            .filter(Boolean),
        ),
      ];
      const bad = hosts.some((h) => !HOST.test(h) || h.length > 253);
      return bad || hosts.length > FEED_HOSTS_MAX ? null : hosts;
    },
    serialize: (hosts) => hosts.join(","),
    eq: (a, b) => a.join(",") === b.join(","),
  }).withDefault([]),
  message: FEED_HOSTS_MESSAGE,
};

export const CONTEST_FEED_QUERY = queryTable({ hosts: hostsField });

export type ContestQuery = QueryOfTable<typeof CONTESTS_QUERY>;
export type ContestFeedQuery = QueryOfTable<typeof CONTEST_FEED_QUERY>;

// Notices staff post for a while: the "What's New" box on the home page and a banner along the top
// of every page. Each has a text, an optional link, and a first and last day in India's calendar;
// outside those days it is simply not shown, with nobody taking it down. Which notices are current
// is a pure function of the list and the moment (currentNotices), and so is the next moment that
// answer changes (nextNoticeChange: a first day beginning or a last day ending, at midnight in
// India), when ./current-notices.ts has the pages that show them rendered again. Today's What's
// New is the first item.
// Isomorphic: the editor's form checks with the same schema the server does.
import { TZDate, tz } from "@date-fns/tz";
import { format } from "date-fns";
import { z } from "zod";
import { INDIA, isCalendarDay } from "@/lib/calendar-day";
import { whatsNew } from "@/lib/content/home";
import { editedTextSchema } from "./text";

export const NOTICE_PLACEMENTS = ["whats-new", "banner"] as const;
export type NoticePlacement = (typeof NOTICE_PLACEMENTS)[number];
/** Where each placement shows, as the editor reads it. */
export const PLACEMENT_NAMES: Record<NoticePlacement, string> = {
  "whats-new": "What's New",
  banner: "Banner",
};

const IN_INDIA = tz(INDIA);
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A day as YYYY-MM-DD, or empty: no first day ("from now") or no last day ("no end"). */
const optionalDay = z
  .string()
  .trim()
  .refine((v) => {
    const parts = DAY.exec(v);
    return v === "" || (parts !== null && isCalendarDay(parts[1]!, parts[2]!, parts[3]!));
  }, "Use a date such as 2026-12-25, or leave it empty.");

/** A page of this site ("/marathon-classes", never "//elsewhere") or a whole https address. */
export function isNoticeHref(value: string): boolean {
  if (/\s/.test(value)) return false;
  if (value.startsWith("/")) return !/^\/[/\\]/.test(value);
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname !== "" && !url.username && !url.password;
  } catch {
    return false;
  }
}

const linkSchema = z
  .object({
    label: editedTextSchema,
    href: z
      .string()
      .trim()
      .min(1, "Write where the link goes, or empty the link's words for a notice without a link.")
      .max(500)
      .refine(
        isNoticeHref,
        "Write a page of this site starting with /, such as /marathon-classes, or a whole address starting with https://.",
      ),
  })
  .strict();
export type NoticeLink = z.infer<typeof linkSchema>;

/** The link's fields as the form sends them: all left empty means no link. */
const linkFields = z
  .object({
    label: z.object({ en: z.string(), hi: z.string() }).strict(),
    href: z.string(),
  })
  .strict()
  .nullable()
  .transform((link) =>
    link && [link.label.en, link.label.hi, link.href].some((v) => v.trim() !== "") ? link : null,
  )
  .pipe(linkSchema.nullable());

export const noticeSchema = z
  .object({
    placement: z.enum(NOTICE_PLACEMENTS, { error: "Choose where the notice shows." }),
    text: editedTextSchema,
    link: linkFields,
    /** The first day it shows, in India; empty: from now. */
    from: optionalDay,
    /** The last day it shows (all of it), in India; empty: until it is taken down. */
    until: optionalDay,
  })
  .strict()
  .refine((n) => n.from === "" || n.until === "" || n.from <= n.until, {
    message: "The last day cannot come before the first day.",
    path: ["until"],
  });
export type Notice = z.infer<typeof noticeSchema>;
/** What the form holds: the link's fields even when they are empty. */
export type NoticeFields = z.input<typeof noticeSchema>;

/** Today's What's New box, as the first notice: no dates, so it shows until staff change it. */
export const seedNotices: Notice[] = [
  noticeSchema.parse({
    placement: "whats-new",
    text: whatsNew.text,
    link: { label: whatsNew.linkLabel, href: whatsNew.href },
    from: "",
    until: "",
  }),
];

/** A new notice's form: What's New, no link, no dates (not yet valid: the text is empty). */
export const blankNotice: NoticeFields = {
  placement: "whats-new",
  text: { en: "", hi: "" },
  link: null,
  from: "",
  until: "",
};

/** The notice's name in the editor's lists and the audit log: where it shows and its text. */
export function noticeTitle(notice: Notice): string {
  const text = notice.text.en.length > 70 ? `${notice.text.en.slice(0, 69)}…` : notice.text.en;
  return `${PLACEMENT_NAMES[notice.placement]}: ${text}`;
}

/** The day it is in India at `now`, as YYYY-MM-DD. */
export const indianDay = (now: Date): string => format(now, "yyyy-MM-dd", { in: IN_INDIA });

/**
 * The notices shown at `now`, in their order: those whose first day has come (or that have none)
 * and whose last day has not passed (or that have none). Days begin at midnight in India.
 */
export function currentNotices<T extends Pick<Notice, "from" | "until">>(
  notices: readonly T[],
  now: Date,
): T[] {
  const today = indianDay(now);
  return notices.filter((n) => (!n.from || n.from <= today) && (!n.until || today <= n.until));
}

/** The moment `days` after the day `day` (YYYY-MM-DD) begins in India. */
function indianMidnight(day: string, days = 0): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date + days, INDIA).getTime());
}

/**
 * The first moment after `now` at which currentNotices(notices, …) answers differently: the
 * midnight in India that begins a notice's first day or ends its last. Null when none is to come
 * (no dates, or all past): then only a publish changes what is shown.
 */
export function nextNoticeChange(
  notices: readonly Pick<Notice, "from" | "until">[],
  now: Date,
): Date | null {
  const moments = notices
    .flatMap((n) => [n.from && indianMidnight(n.from), n.until && indianMidnight(n.until, 1)])
    .filter((at): at is Date => at instanceof Date && at > now)
    .map((at) => at.getTime());
  return moments.length > 0 ? new Date(Math.min(...moments)) : null;
}

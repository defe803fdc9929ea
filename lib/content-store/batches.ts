// A batch of a program, as staff publish it: when it starts, on which days and hours, in person or
// online, seats in all and seats taken, its fee and instalments, and whether it is open, full or
// closed. No batch is invented: the institute has given no dates, seats or fees, so there are no
// seeds and program pages show no batches until staff publish one.
// What a visitor is told is derived here and never stored, so it cannot lie: "n of N seats left"
// comes from the two numbers; "full" when the seats are taken or staff say so; "filling fast"
// only when a fifth of the seats or fewer are left; a closed batch, or one whose start date has
// passed (in India's time), is not shown at all.
// Isomorphic and light: the editor's client form imports the schema.
import { z } from "zod";
import { LANGUAGE_TAG, type Locale } from "@/lib/i18n/locales";
import { calendarDayField, whenValid } from "@/lib/validations/common";
import { WEEKDAYS, type Weekday } from "./facts";
import { instalmentsSchema, programSchema, rupeesSchema } from "./fees";

export const BATCH_MODES = ["in-person", "online"] as const;
export type BatchMode = (typeof BATCH_MODES)[number];
/** What staff set. "Full" is also derived from the seats; "filling fast" is never set by hand. */
export const BATCH_STATUSES = ["open", "full", "closed"] as const;
/** At most this many batches per program page: the soonest. */
export const MAX_BATCHES_SHOWN = 4;
/** Filling fast: seats left are at most a fifth (20 %) of all the seats. */
const FILLING_FAST_SHARE = 5;
const IST_OFFSET_MS = 330 * 60_000;

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a 24-hour time such as 18:30.");
const seatCount = (required: string) =>
  z
    .number({ error: required })
    .int("Write a whole number of seats.")
    .min(0, "Seats cannot be below zero.")
    .max(1000, "At most 1000 seats.");

export const batchSchema = z
  .object({
    program: programSchema,
    /** The first class, as YYYY-MM-DD in India's time. */
    startDate: calendarDayField({
      format: "Use a date such as 2026-07-06.",
      real: "That date is not on the calendar.",
    }),
    days: z.array(z.enum(WEEKDAYS)).min(1, "Tick at least one day."),
    from: clock,
    to: clock,
    mode: z.enum(BATCH_MODES, { error: "Choose in person or online." }),
    seats: seatCount("Write how many seats the batch has, such as 20.").min(
      1,
      "A batch has at least 1 seat.",
    ),
    seatsTaken: seatCount("Write how many seats are taken (0 when none)."),
    /** null: no fee shown with this batch (the program's fees, if published, still are). */
    fee: rupeesSchema.nullable(),
    instalments: instalmentsSchema,
    status: z.enum(BATCH_STATUSES, { error: "Choose open, full or closed." }),
  })
  .strict()
  .refine((b) => b.from < b.to, {
    message: "The end time must come after the start time.",
    path: ["to"],
    ...whenValid("from", "to"),
  })
  .refine((b) => b.seatsTaken <= b.seats, {
    message: "Seats taken cannot be more than the seats in all.",
    path: ["seatsTaken"],
    ...whenValid("seats", "seatsTaken"),
  })
  .refine((b) => b.fee !== null || b.instalments.length === 0, {
    message: "Write the fee before its instalments.",
    path: ["fee"],
    ...whenValid("fee", "instalments"),
  });
export type Batch = z.infer<typeof batchSchema>;

/** What the form of a new batch starts from (not yet valid: the editor fills it in). */
export const blankBatch = {
  program: "",
  startDate: "",
  days: [],
  from: "",
  to: "",
  mode: "in-person",
  seats: undefined,
  seatsTaken: 0,
  fee: null,
  instalments: [],
  status: "open",
};

/** Today's date in India (YYYY-MM-DD): India keeps one offset all year. */
export const istDay = (now: Date): string =>
  new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/**
 * When the batches shown change with no publish: the first midnight in India that ends the start
 * day of a batch still shown (it is then "past" and leaves the page). Null when none is shown.
 */
export function nextBatchChange(batches: readonly Batch[], now: Date): Date | null {
  const today = istDay(now);
  const ends = batches
    .filter((b) => b.status !== "closed" && b.startDate >= today)
    .map((b) => Date.parse(`${b.startDate}T00:00:00Z`) + 86_400_000 - IST_OFFSET_MS);
  return ends.length > 0 ? new Date(Math.min(...ends)) : null;
}

export const seatsLeft = (b: Batch): number => Math.max(0, b.seats - b.seatsTaken);

export const isFull = (b: Batch): boolean => b.status === "full" || seatsLeft(b) === 0;

/** Some seats left, and no more than a fifth of them: 4 of 20 is filling fast, 5 of 20 is not. */
export const isFillingFast = (b: Batch): boolean =>
  !isFull(b) && seatsLeft(b) * FILLING_FAST_SHARE <= b.seats;

export type BatchState = "open" | "filling-fast" | "full" | "closed" | "past";

/** What a visitor is told of a batch on `today` (YYYY-MM-DD in India). */
export function batchState(b: Batch, today: string): BatchState {
  if (b.status === "closed") return "closed";
  if (b.startDate < today) return "past";
  if (isFull(b)) return "full";
  return isFillingFast(b) ? "filling-fast" : "open";
}

/** A visitor can still join it: not closed, not started before today, seats left. */
export const isJoinable = (b: Batch, today: string): boolean => {
  const state = batchState(b, today);
  return state === "open" || state === "filling-fast";
};

/** The batches of a program page: joinable or full (with its waitlist), soonest first. */
export function nextBatches(
  batches: readonly Batch[],
  program: string,
  today: string,
  limit = MAX_BATCHES_SHOWN,
): Batch[] {
  return batches
    .filter(
      (b) =>
        b.program === program && ["open", "filling-fast", "full"].includes(batchState(b, today)),
    )
    .sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0))
    .slice(0, limit);
}

/**
 * A form's program choices with the programs that have a joinable batch first; the rest keep
 * their order. `programOf` names a choice's program (null for one that has no program page).
 */
export function programsWithOpenBatchFirst<T>(
  choices: readonly T[],
  batches: readonly Batch[],
  today: string,
  programOf: (choice: T) => string | null,
): T[] {
  const open = new Set<string>(batches.filter((b) => isJoinable(b, today)).map((b) => b.program));
  const hasOpen = (choice: T) => {
    const program = programOf(choice);
    return program !== null && open.has(program);
  };
  return [...choices.filter(hasOpen), ...choices.filter((c) => !hasOpen(c))];
}

// ---- As a visitor reads it -----------------------------------------------------------------------

/** "Sunday, 6 July 2031" / "रविवार, 6 जुलाई 2031". */
export function formatStartDate(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(LANGUAGE_TAG[locale], {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));
}

// 2024-01-01 was a Monday: a date whose weekday Intl can name in the visitor's language.
const DAY_INDEX: Record<Weekday, number> = { Mo: 1, Tu: 2, We: 3, Th: 4, Fr: 5, Sa: 6, Su: 7 };

/** "Mon, Wed, Fri · 6:00 pm–8:00 pm" in the page's language, days in the week's order. */
export function formatSchedule(b: Pick<Batch, "days" | "from" | "to">, locale: Locale): string {
  const tag = LANGUAGE_TAG[locale];
  const weekday = new Intl.DateTimeFormat(tag, { weekday: "short", timeZone: "UTC" });
  const clockTime = new Intl.DateTimeFormat(tag, {
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
  });
  const time = (hhmm: string) => {
    const [h = 0, m = 0] = hhmm.split(":").map(Number);
    return clockTime.format(Date.UTC(2024, 0, 1, h, m));
  };
  const days = WEEKDAYS.filter((d) => b.days.includes(d)).map((d) =>
    weekday.format(Date.UTC(2024, 0, DAY_INDEX[d])),
  );
  return `${days.join(", ")} · ${time(b.from)}–${time(b.to)}`;
}

// The staff area's forms: one schema per form, read by its API route and its page.
import { z } from "zod";
import { calendarDayField } from "@/lib/validations/common";
import {
  CLOCK_SKEW_MS,
  DATE_TIME_INVALID_MESSAGE,
  DATE_TIME_REQUIRED_MESSAGE,
  FUTURE_MESSAGE,
  MAX_AHEAD_MS,
  TOO_FAR_MESSAGE,
} from "@/lib/validations/appointment";
import { HH_MM } from "@/lib/validations/input-filters";
import { INBOX_KINDS } from "@/lib/inbox/filters";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The submission a staff URL names: /…/enquiries/<uuid> or /…/bookings/<uuid>. */
export const itemRefSchema = z.object({
  kind: z.enum(INBOX_KINDS),
  id: z.string().regex(UUID),
});

/** India's clock: UTC+05:30 all year. */
const INDIA_OFFSET = "+05:30";
const INDIA_OFFSET_MS = 330 * 60_000;

/** Today's date in India, YYYY-MM-DD: the earliest follow-up day. */
export const todayInIndia = (now = Date.now()) =>
  new Date(now + INDIA_OFFSET_MS).toISOString().slice(0, 10);

export const NOTE_MAX = 2000;
export const FOLLOW_UP_PAST_MESSAGE = "Choose today or a later day";
export const NOTHING_MESSAGE = "Nothing to save: change a field or write a note first.";
const SLOT_WITHOUT_RESCHEDULE = "A new session date and time go with the status Rescheduled";

const day = calendarDayField({ format: "Choose a date", real: "Choose a real date" });
/** An empty box clears the value. */
const clearable = <T extends z.ZodType<string>>(field: T) =>
  z.union([field, z.literal("")]).transform((v) => v || null);
const ownerField = z.string().max(100);
const statusField = z.string().min(1).max(40);

/** What the page showed of each field it changes: stored values that differ mean a stale page. */
const baseSchema = z
  .object({
    status: statusField.optional(),
    ownerId: clearable(ownerField).nullable().optional(),
    followUpOn: clearable(day).nullable().optional(),
  })
  .strict();

const TRACKED = ["status", "ownerId", "followUpOn"] as const;
export type TrackedField = (typeof TRACKED)[number];

/**
 * One save of a submission's page: only the fields the person changed, each with `base`, what the
 * page showed; a note (optional); and, with the status Rescheduled, the new session's day and time
 * on India's clock. A field left out stays as it is.
 */
export const itemChangeSchema = z
  .object({
    status: statusField.optional(),
    ownerId: clearable(ownerField).optional(),
    followUpOn: clearable(day)
      .refine((v) => v === null || v >= todayInIndia(), FOLLOW_UP_PAST_MESSAGE)
      .optional(),
    note: z
      .string()
      .trim()
      .min(1, "Write the note first")
      .max(NOTE_MAX, `A note can be at most ${NOTE_MAX} characters`)
      .optional(),
    slotDate: z.string().optional(),
    slotTime: z.string().optional(),
    base: baseSchema.default({}),
  })
  .strict()
  .superRefine((change, ctx) => {
    const issue = (path: string[], message: string) =>
      ctx.addIssue({ code: "custom", path, message });
    const changed = TRACKED.filter((key) => change[key] !== undefined);
    if (changed.length === 0 && change.note === undefined) issue([], NOTHING_MESSAGE);
    for (const key of changed)
      if (change.base[key] === undefined)
        issue(["base", key], `Send what the page showed as base.${key}`);
    const slotError = slotProblem(change.status, change.slotDate, change.slotTime);
    if (slotError) issue([slotError.field], slotError.message);
  })
  .transform(({ slotDate, slotTime, ...change }) => ({
    ...change,
    ...(slotDate &&
      slotTime && {
        slot: { at: new Date(`${slotDate}T${slotTime}:00${INDIA_OFFSET}`), time: slotTime },
      }),
  }));

export type ItemChangeInput = z.input<typeof itemChangeSchema>;
export type ItemChange = z.output<typeof itemChangeSchema>;

/** What is wrong with a new session slot, if anything: the booking form's rules, on India's clock. */
function slotProblem(
  status: string | undefined,
  date: string | undefined,
  time: string | undefined,
): { field: "slotDate" | "slotTime"; message: string } | null {
  if (status !== "rescheduled") {
    return date !== undefined || time !== undefined
      ? { field: date !== undefined ? "slotDate" : "slotTime", message: SLOT_WITHOUT_RESCHEDULE }
      : null;
  }
  if (!date) return { field: "slotDate", message: DATE_TIME_REQUIRED_MESSAGE };
  if (!time) return { field: "slotTime", message: DATE_TIME_REQUIRED_MESSAGE };
  if (!day.safeParse(date).success)
    return { field: "slotDate", message: DATE_TIME_INVALID_MESSAGE };
  if (!HH_MM.test(time)) return { field: "slotTime", message: DATE_TIME_INVALID_MESSAGE };
  const at = Date.parse(`${date}T${time}:00${INDIA_OFFSET}`);
  if (at <= Date.now() - CLOCK_SKEW_MS) return { field: "slotDate", message: FUTURE_MESSAGE };
  if (at > Date.now() + MAX_AHEAD_MS) return { field: "slotDate", message: TOO_FAR_MESSAGE };
  return null;
}

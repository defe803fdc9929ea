// The staff area's forms: one schema per form, read by its API route and its page.
import { z } from "zod";
import { calendarDayField } from "@/lib/validations/common";
import { INBOX_KINDS } from "@/lib/inbox/filters";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The submission a staff URL names: /…/enquiries/<uuid> or /…/bookings/<uuid>. */
export const itemRefSchema = z.object({
  kind: z.enum(INBOX_KINDS),
  id: z.string().regex(UUID),
});

const day = calendarDayField({ format: "Choose a date", real: "Choose a real date" });

/** Status, owner and follow-up day of one submission; an empty value clears owner or day. */
export const itemChangeSchema = z
  .object({
    status: z.string().min(1).max(40).optional(),
    ownerId: z
      .string()
      .max(100)
      .transform((v) => v || null)
      .optional(),
    followUpOn: z
      .union([day, z.literal("")])
      .transform((v) => v || null)
      .optional(),
  })
  .strict();

export const NOTE_MAX = 2000;
export const noteSchema = z
  .object({
    body: z
      .string()
      .trim()
      .min(1, "Write the note first")
      .max(NOTE_MAX, `A note can be at most ${NOTE_MAX} characters`),
  })
  .strict();

// The staff forms that decide who gets new enquiries and bookings: a member on or off duty (their
// account page, or an admin on the team page), and an admin's automatic assignment on or off and
// counsellor of each program (the team page). Isomorphic: the pages and the handlers read it.
import { z } from "zod";
import { formOptions } from "@/lib/content/forms";

export const DUTY_MESSAGE = "Choose on or off duty";
export const AUTOMATIC_MESSAGE = "Choose on or off";
export const PROGRAM_MESSAGE = "Choose one of the home form's programs";

/** On or off, as the forms' hidden fields send it. */
const onOff = (message: string) =>
  z.enum(["on", "off"], { error: message }).transform((value) => value === "on");

export const dutyField = onOff(DUTY_MESSAGE);

/** POST /api/staff/account/duty: the member's own duty. */
export const dutySchema = z.object({ duty: dutyField });

/** POST /api/staff/assignment: what an admin changes about automatic assignment. */
export const assignmentSettingSchema = z.discriminatedUnion(
  "action",
  [
    z.object({ action: z.literal("set-automatic"), automatic: onOff(AUTOMATIC_MESSAGE) }),
    z.object({
      action: z.literal("set-program-counsellor"),
      program: z
        .string({ error: PROGRAM_MESSAGE })
        .refine((program) => formOptions.programs.includes(program), PROGRAM_MESSAGE),
      /** A staff member's id; empty: nobody, the program's enquiries go in turn. */
      staffId: z
        .string({ error: "Choose a counsellor, or nobody" })
        .max(100)
        .transform((id) => id || null),
    }),
  ],
  { error: "Choose an action: set-automatic or set-program-counsellor" },
);
export type AssignmentSetting = z.infer<typeof assignmentSettingSchema>;

// The zod side of a handle's progress: the `?handle=` query of the progress API and the check of
// a Progress read back from a store we do not fully trust (Redis). Server code only uses it.
import { z } from "zod";
import {
  ATCODER_HANDLE_MESSAGE,
  CODEFORCES_HANDLE_MESSAGE,
  isAtcoderHandle,
  isCodeforcesHandle,
  type Progress,
} from "./progress";

/** `?handle=` checked by one platform's rule; missing, blank or too long all get the rule. */
const handleQuery = (isHandle: (s: string) => boolean, message: string) =>
  z.object({
    handle: z
      .string({ error: message })
      .max(100, message)
      .transform((v) => v.trim())
      .refine(isHandle, message),
  });

export const codeforcesHandleQuerySchema = handleQuery(
  isCodeforcesHandle,
  CODEFORCES_HANDLE_MESSAGE,
);
export const atcoderHandleQuerySchema = handleQuery(isAtcoderHandle, ATCODER_HANDLE_MESSAGE);
export type HandleQuery = z.output<typeof codeforcesHandleQuerySchema>;

/** More problems than either site has: a copy read back from elsewhere is refused past it. */
const MAX_KEYS = 200_000;
const keys = z.array(z.string().min(1).max(64)).max(MAX_KEYS);

/** Checks a Progress read back from a store we do not fully trust (Redis). */
export const progressSchema = z.object({
  platform: z.enum(["codeforces", "atcoder"]),
  handle: z.string().min(1).max(64),
  rating: z.number().int().nullable(),
  solved: keys,
  attempted: keys,
  submissions: z.number().int().nonnegative(),
  complete: z.boolean(),
  asOf: z.iso.datetime(),
}) satisfies z.ZodType<Progress>;

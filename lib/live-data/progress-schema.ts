// The zod check of a Progress read back from a store we do not fully trust (Redis). Server code
// only uses it.
import { z } from "zod";
import { PROGRESS_PLATFORM_IDS } from "@/lib/platforms/registry";
import type { Progress } from "./progress";

/** More problems than any platform has: a copy read back from elsewhere is refused past it. */
const MAX_KEYS = 200_000;
const keys = z.array(z.string().min(1).max(64)).max(MAX_KEYS);

/** Checks a Progress read back from a store we do not fully trust (Redis). */
export const progressSchema = z.object({
  platform: z.enum(PROGRESS_PLATFORM_IDS as [Progress["platform"], ...Progress["platform"][]]),
  handle: z.string().min(1).max(64),
  rating: z.number().int().nullable(),
  solved: keys,
  attempted: keys,
  submissions: z.number().int().nonnegative(),
  complete: z.boolean(),
  asOf: z.iso.datetime(),
}) satisfies z.ZodType<Progress>;

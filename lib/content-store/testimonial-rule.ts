// The publish rule of testimonials (lib/content-store/kinds.ts registers it as the kind's
// mayPublish, run on every publish and restore). A sample is published only exactly as it was
// shipped, so no new words ever go on the site as a "sample" under an invented name; every other
// testimonial is a real person's words and needs their consent record (./consent-rule.ts). Apart
// from ./testimonials.ts because it throws the API's error, which the editor's client form must
// not import.
import { isDeepStrictEqual } from "node:util";
import type { ApiError as ApiErrorClass } from "@/lib/api/errors";
import { requireConsent } from "./consent-rule";
import { type Testimonial, seedTestimonials } from "./testimonials";

const SAMPLE_CHANGED =
  "A sample can only be shown as it was shipped. For new words, untick “Sample” and record the person's written consent: a testimonial is a real person's own words.";

/** The API's error class, loaded on refusal only: as in ./consent-rule.ts, every page reads kinds.ts. */
const apiError = (): typeof ApiErrorClass =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on refusal, see above
  (require("@/lib/api/errors") as typeof import("@/lib/api/errors")).ApiError;

export function mayPublishTestimonial(item: Testimonial): void {
  if (!item.sample) return requireConsent("the person's")(item);
  if (!seedTestimonials.some((seed) => isDeepStrictEqual(seed, item))) {
    const ApiError = apiError();
    throw new ApiError("validation_failed", SAMPLE_CHANGED, { sample: SAMPLE_CHANGED });
  }
}

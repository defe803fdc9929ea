// The publish rule of items that show a person with a claim about them: no consent record, no
// publish (a draft may still be saved). Apart from ./consent.ts because it throws the API's error,
// which the editor's client forms must not import; lib/content-store/kinds.ts registers it as a
// kind's `mayPublish`, which the store runs on every publish and restore.
import type { ApiError as ApiErrorClass } from "@/lib/api/errors";
import { type Consent, consentRequired } from "./consent";

/**
 * The API's error class, loaded when a publish is refused rather than with this module: kinds.ts
 * imports this module, and every page's content reader imports kinds.ts, while the error's module
 * brings next/server, which component tests (jsdom, no Response) and pages do not need.
 */
const apiError = (): typeof ApiErrorClass =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on refusal, see above
  (require("@/lib/api/errors") as typeof import("@/lib/api/errors")).ApiError;

/** A kind's mayPublish: refuses an item without consent, the message under its consent field. */
export const requireConsent =
  (whose: string) =>
  (item: { consent: Consent | null }): void => {
    if (item.consent) return;
    const message = consentRequired(whose);
    throw new (apiError())("validation_failed", message, { consent: message });
  };

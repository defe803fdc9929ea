// The coder-sheet gate, rendered on the server: it reads the form's words and hands them to the
// interactive gate as plain props, so the browser never loads the content module.
import type { ReactNode } from "react";
import { formCopy } from "@/lib/content/forms";
import { CoderSheetGateClient } from "./coder-sheet-gate-client";
import { inLocale } from "@/lib/i18n/text";
import { consentCopy } from "./consent-copy";
import { NeedsScript } from "./needs-script";

export { CODER_SHEET_FLAG } from "./coder-sheet-flag";

type CoderSheetGateProps = {
  /** The heading over the cards once they show. */
  platformsTitle: string;
  /** A line under the form's title: why we ask. */
  lead: string;
  /** The platform cards, rendered on the server. */
  children: ReactNode;
};

/** The first-visit form in front of the coders sheet; the cards once it has been sent. */
export function CoderSheetGate({ platformsTitle, lead, children }: CoderSheetGateProps) {
  return (
    <>
      <NeedsScript locale="en" />
      <CoderSheetGateClient
        copy={{ ...inLocale(formCopy.common, "en"), ...inLocale(formCopy.coderSheet, "en") }}
        consent={consentCopy("coderSheet", "en")}
        platformsTitle={platformsTitle}
        lead={lead}
      >
        {children}
      </CoderSheetGateClient>
    </>
  );
}

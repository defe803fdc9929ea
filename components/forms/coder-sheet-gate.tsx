// The coder-sheet gate, rendered on the server: it reads the form's words in the page's language
// and hands them to the interactive gate as plain props, so the browser never loads the content
// module.
import type { ReactNode } from "react";
import { formCopyIn } from "./form-copy";
import type { Locale } from "@/lib/i18n/locales";
import { CoderSheetGateClient } from "./coder-sheet-gate-client";
import { consentCopy } from "./consent-copy";
import { getFacts } from "@/lib/content-store/read";
import { NeedsScript } from "./needs-script";

export { CODER_SHEET_FLAG } from "./coder-sheet-flag";

type CoderSheetGateProps = {
  /** The page's language: the form's words and messages, and the notice language stored. */
  locale: Locale;
  /** The heading over the cards once they show. */
  platformsTitle: string;
  /** A line under the form's title: why we ask. */
  lead: string;
  /** The platform cards, rendered on the server. */
  children: ReactNode;
};

/** The first-visit form in front of the coders sheet; the cards once it has been sent. */
export async function CoderSheetGate({
  locale,
  platformsTitle,
  lead,
  children,
}: CoderSheetGateProps) {
  return (
    <>
      <NeedsScript locale={locale} facts={await getFacts()} />
      <CoderSheetGateClient
        locale={locale}
        copy={{ ...formCopyIn(locale).common, ...formCopyIn(locale).coderSheet }}
        consent={consentCopy("coderSheet", locale)}
        platformsTitle={platformsTitle}
        lead={lead}
      >
        {children}
      </CoderSheetGateClient>
    </>
  );
}

// The home enquiry form, rendered on the server: it reads the form's words and choices and hands
// them to the interactive form as plain props, so the browser never loads the content module.
import { formCopy, formOptions } from "@/lib/content/forms";
import { consentCopy } from "./consent-copy";
import { NeedsScript } from "./needs-script";
import { HomeLeadFormClient } from "./home-lead-form-client";

export function HomeLeadForm() {
  return (
    <>
      <NeedsScript />
      <HomeLeadFormClient
        copy={{ ...formCopy.common, ...formCopy.home }}
        programs={formOptions.programs}
        consent={consentCopy("lead")}
      />
    </>
  );
}

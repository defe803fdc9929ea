// POST /api/leads – the home enquiry form and the coder-sheet gate (told apart by `source`).
import { ApiError, handle } from "@/lib/api/errors";
import { acceptSubmission } from "@/lib/api/submission";
import { getDb } from "@/lib/db/client";
import { createLead } from "@/lib/services/submissions";
import { LEAD_CREATED_MESSAGE, type Lead, leadSchemaFor } from "@/lib/validations/lead";
import type { ZodType } from "zod";

export const POST = handle("POST /api/leads", (request: Request) =>
  acceptSubmission<Lead>(request, {
    endpoint: "leads",
    message: LEAD_CREATED_MESSAGE,
    formOf: (body) => {
      // Field messages come back in the language the form was shown in.
      const schema = leadSchemaFor(body.source, body.language);
      if (!schema) {
        throw new ApiError("validation_failed", "Some fields need attention.", {
          source: "Unknown form: source must be 'home' or 'coder_sheet'",
        });
      }
      return { form: String(body.source), schema: schema as ZodType<Lead> };
    },
    store: async (lead, options) => createLead(await getDb(), lead, options),
  }),
);

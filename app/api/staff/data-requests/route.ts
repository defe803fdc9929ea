// POST /api/staff/data-requests – one step of a person's DPDP request, handled by an admin: find
// the records with the details the person proved, or download, correct or erase the ticked ones.
// The person's email and phone travel only in the JSON body, never in the URL, so they never
// reach an access log.
import { z } from "zod";
import { download } from "@/lib/api/download";
import { ApiError, handle, parseBody } from "@/lib/api/errors";
import { actorOf, staffAction, staffJson } from "@/lib/api/staff-action";
import { getDb } from "@/lib/db/client";
import {
  InvalidCorrectionError,
  RecordsNotMatchingError,
  SubmissionNotFoundError,
  correctField,
  downloadPerson,
  erasePerson,
  searchPerson,
} from "@/lib/services/data-requests";
import {
  ACTION_MESSAGE,
  type CorrectionInput,
  DATA_REQUEST_ACTIONS,
  correctionSchema,
  downloadSchema,
  eraseSchema,
  findSchema,
} from "@/lib/services/data-requests/schema";

export const dynamic = "force-dynamic";

/** The action first; the rest of the body is checked by that action's own schema. */
const actionSchema = z.looseObject({
  action: z.enum(DATA_REQUEST_ACTIONS, { error: ACTION_MESSAGE }),
});

/** The day in India, for the file name. */
const istDay = (at: Date) =>
  new Date(at.getTime() + (5 * 60 + 30) * 60_000).toISOString().slice(0, 10);

/** The service's refusals as the one error shape; anything else stays a 500. */
function refusal(error: unknown): never {
  if (error instanceof RecordsNotMatchingError)
    throw new ApiError("validation_failed", error.message, { ids: error.message });
  if (error instanceof SubmissionNotFoundError) throw new ApiError("not_found", error.message);
  if (error instanceof InvalidCorrectionError) {
    throw new ApiError("validation_failed", "The corrected value is not valid.", {
      value: error.message,
    });
  }
  throw error;
}

export const POST = handle("POST /api/staff/data-requests", async (request: Request) => {
  const { staff, data: body } = await staffAction(request, actionSchema, {
    duty: "administration",
  });
  const actor = actorOf(staff);
  const db = await getDb();

  switch (body.action) {
    case "find":
      return staffJson({ data: await searchPerson(db, parseBody(findSchema, body), actor) });
    case "download": {
      const input = parseBody(downloadSchema, body);
      const data = await downloadPerson(db, input, actor).catch(refusal);
      const generatedAt = new Date();
      return download(
        `${JSON.stringify({ generated_at: generatedAt.toISOString(), ...data }, null, 2)}\n`,
        `coderhouse-data-${istDay(generatedAt)}.json`,
        "application/json; charset=utf-8",
      );
    }
    case "correct": {
      const input = parseBody(correctionSchema, body) as CorrectionInput;
      const { value, outbox } = await correctField(db, input, actor).catch(refusal);
      return staffJson({
        data: { kind: input.kind, id: input.id, field: input.field, value, outbox },
        message: "Corrected.",
      });
    }
    case "erase": {
      const { counts } = await erasePerson(db, parseBody(eraseSchema, body), actor).catch(refusal);
      return staffJson({
        data: { counts },
        message: "Erased. Tell the person their data has been deleted.",
      });
    }
  }
});

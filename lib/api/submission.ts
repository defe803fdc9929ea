// The pipeline every form handler runs: origin → JSON → idempotency replay → limit per address →
// honeypot → validation (the form's own zod schema) → limit per person → durable store → 201.
// The address limit is a ceiling a classroom fits under (a campus drive's students share one
// public address); floods of one person's details are stopped by the person limit.
import "server-only";
import { createHash, randomUUID } from "node:crypto";
import type { ZodType } from "zod";
import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env.mjs";
import { metrics } from "@/lib/metrics.mjs";
import { type TripLimit, noteLimitTrip } from "@/lib/services/limit-trips";
import {
  IdempotencyConflictError,
  findReplay,
  type StoreOptions,
  type StoreResult,
} from "@/lib/services/submissions";
import { wakeOutbox } from "@/lib/services/outbox-worker";
import { alertConfigFromEnv, alertWaysOf } from "@/lib/services/alerts/config";
import { ApiError, fieldErrors } from "./errors";
import { limit } from "./rate-limit";
import { assertSameOrigin, clientAddress, readJsonObject } from "./request";

/** The ways staff are alerted of each accepted submission (email, Telegram), as set up. */
const ALERT_WAYS_SET = alertWaysOf(alertConfigFromEnv());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type SubmissionSpec<T> = {
  /** The limiter and the idempotency scope: one per endpoint. */
  endpoint: "leads" | "appointments";
  /** Which form's schema checks this body, and the name its rate limit counts under. */
  formOf: (body: Record<string, unknown>) => { form: string; schema: ZodType<T> };
  message: string;
  store: (data: T, options: StoreOptions) => Promise<StoreResult>;
};

function idempotencyKeyOf(request: Request): string | undefined {
  const key = request.headers.get("idempotency-key");
  if (key === null) return undefined;
  if (!UUID.test(key.trim())) {
    throw new ApiError("invalid_idempotency_key", "The Idempotency-Key header must be a UUID.");
  }
  return key.trim().toLowerCase();
}

/** Notes a form limit's refusal for the admins' inbox notice, on its way out. */
const tripped =
  (which: TripLimit) =>
  (error: unknown): never => {
    if (error instanceof ApiError && error.code === "rate_limited") noteLimitTrip(which);
    throw error;
  };

/**
 * Counts a submission against each detail that names its sender, the email and the phone as the
 * schema normalised them ("+91-98765 43210" is 9876543210), hashed: the limiter's store holds
 * nobody's details.
 */
async function limitPerson(endpoint: string, form: string, data: unknown): Promise<void> {
  const { email, phone } = data as { email?: unknown; phone?: unknown };
  for (const detail of [email, phone]) {
    if (typeof detail !== "string" || detail === "") continue;
    const hash = createHash("sha256").update(detail).digest("hex");
    await limit.consume("form-person", `${endpoint}:${form}:${hash}`).catch(tripped("person"));
  }
}

const created = (result: StoreResult) =>
  Response.json(result.body, {
    status: result.status,
    headers: {
      "Cache-Control": "no-store",
      ...(result.replayed && { "Idempotent-Replayed": "true" }),
    },
  });

/** Runs the pipeline and counts its outcome in the metrics (a replayed answer is not counted). */
export async function acceptSubmission<T>(
  request: Request,
  spec: SubmissionSpec<T>,
): Promise<Response> {
  try {
    const { response, outcome } = await runPipeline(request, spec);
    if (outcome !== "replayed")
      metrics.submission(spec.endpoint, outcome === "accepted" ? null : outcome);
    return response;
  } catch (error) {
    metrics.submission(spec.endpoint, error instanceof ApiError ? error.code : "internal");
    throw error;
  }
}

type Outcome = "accepted" | "replayed" | "honeypot";

async function runPipeline<T>(
  request: Request,
  spec: SubmissionSpec<T>,
): Promise<{ response: Response; outcome: Outcome }> {
  assertSameOrigin(request);
  const { body, raw } = await readJsonObject(request);
  const { form, schema } = spec.formOf(body);
  const key = idempotencyKeyOf(request);
  const idempotency = key
    ? { scope: spec.endpoint, key, requestHash: createHash("sha256").update(raw).digest("hex") }
    : undefined;

  try {
    // A retry of a stored submission gets its first answer, and does not count against the limit.
    if (idempotency) {
      const replay = await findReplay(await getDb(), idempotency);
      if (replay) return { response: created(replay), outcome: "replayed" };
    }

    await limit
      .consume(spec.endpoint, `${form}:${clientAddress(request)}`)
      .catch(tripped("address"));

    // A bot filled the field people cannot see: answer as if accepted, keep nothing.
    if (typeof body.website === "string" && body.website.trim() !== "") {
      return {
        response: Response.json(
          { data: { id: randomUUID() }, message: spec.message },
          { status: 201 },
        ),
        outcome: "honeypot",
      };
    }

    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw new ApiError(
        "validation_failed",
        "Some fields need attention. Please check the highlighted fields and try again.",
        fieldErrors(parsed.error.issues),
      );
    }

    await limitPerson(spec.endpoint, form, parsed.data);
    const result = await spec.store(parsed.data, {
      idempotency,
      queueWebhook: Boolean(env.LEAD_WEBHOOK_URL),
      alerts: ALERT_WAYS_SET,
    });
    if (!result.replayed) wakeOutbox();
    return { response: created(result), outcome: result.replayed ? "replayed" : "accepted" };
  } catch (error) {
    if (error instanceof IdempotencyConflictError)
      throw new ApiError("idempotency_conflict", error.message);
    throw error;
  }
}

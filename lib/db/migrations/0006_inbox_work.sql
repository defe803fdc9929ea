-- The first call of each enquiry and booking is due one working day after it arrived (Monday to
-- Saturday, India time, UTC+5:30; a Sunday one counts from Monday 10:00): lib/inbox/overdue.ts,
-- worked out here in epoch seconds for the rows already stored (1970-01-01 was a Thursday).
-- Data requests: a past 'access' becomes the search or the download it was.
ALTER TABLE "appointments" ADD COLUMN "reply_due_at" timestamp with time zone;--> statement-breakpoint
WITH "due" AS (
  SELECT "id",
    CASE WHEN (floor((extract(epoch FROM "created_at") + 19800) / 86400)::bigint + 4) % 7 = 0
      THEN floor((extract(epoch FROM "created_at") + 19800) / 86400) * 86400 - 19800 + 86400 + 36000
      ELSE extract(epoch FROM "created_at")
    END + 86400 AS "at"
  FROM "appointments"
)
UPDATE "appointments" SET "reply_due_at" = to_timestamp(
  CASE WHEN (floor(("due"."at" + 19800) / 86400)::bigint + 4) % 7 = 0 THEN "due"."at" + 86400 ELSE "due"."at" END
) FROM "due" WHERE "appointments"."id" = "due"."id";--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "reply_due_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "reply_due_at" timestamp with time zone;--> statement-breakpoint
WITH "due" AS (
  SELECT "id",
    CASE WHEN (floor((extract(epoch FROM "created_at") + 19800) / 86400)::bigint + 4) % 7 = 0
      THEN floor((extract(epoch FROM "created_at") + 19800) / 86400) * 86400 - 19800 + 86400 + 36000
      ELSE extract(epoch FROM "created_at")
    END + 86400 AS "at"
  FROM "leads"
)
UPDATE "leads" SET "reply_due_at" = to_timestamp(
  CASE WHEN (floor(("due"."at" + 19800) / 86400)::bigint + 4) % 7 = 0 THEN "due"."at" + 86400 ELSE "due"."at" END
) FROM "due" WHERE "leads"."id" = "due"."id";--> statement-breakpoint
ALTER TABLE "leads" ALTER COLUMN "reply_due_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "data_requests" ADD COLUMN "requested_by" text;--> statement-breakpoint
ALTER TABLE "data_requests" ADD COLUMN "verified_by" text;--> statement-breakpoint
ALTER TABLE "data_requests" ADD COLUMN "matched_on" text;--> statement-breakpoint
UPDATE "data_requests" SET "kind" = CASE WHEN EXISTS (
  SELECT 1 FROM "audit_events" WHERE "audit_events"."target_id" = "data_requests"."id"::text
    AND "audit_events"."action" = 'data_request_downloaded'
) THEN 'download' ELSE 'search' END WHERE "kind" = 'access';--> statement-breakpoint
CREATE INDEX "appointments_reply_due_at_idx" ON "appointments" USING btree ("reply_due_at");--> statement-breakpoint
CREATE INDEX "appointments_follow_up_on_idx" ON "appointments" USING btree ("follow_up_on");--> statement-breakpoint
CREATE INDEX "appointments_appointment_at_idx" ON "appointments" USING btree ("appointment_at");--> statement-breakpoint
CREATE INDEX "leads_reply_due_at_idx" ON "leads" USING btree ("reply_due_at");--> statement-breakpoint
CREATE INDEX "leads_follow_up_on_idx" ON "leads" USING btree ("follow_up_on");
ALTER TABLE "appointments" ADD COLUMN "notice_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "notice_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_notice_language_check" CHECK ("appointments"."notice_language" in ('en', 'hi'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_notice_language_check" CHECK ("leads"."notice_language" in ('en', 'hi'));
CREATE TABLE "assignment_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"automatic" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignment_settings_one_row" CHECK ("assignment_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "program_counsellors" (
	"program" text PRIMARY KEY NOT NULL,
	"staff_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_duties" (
	"staff_id" text PRIMARY KEY NOT NULL,
	"on_duty" boolean DEFAULT false NOT NULL,
	"last_turn" bigint
);
--> statement-breakpoint
ALTER TABLE "program_counsellors" ADD CONSTRAINT "program_counsellors_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_duties" ADD CONSTRAINT "staff_duties_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;
CREATE TABLE "alert_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"detail" text DEFAULT 'first_name' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_settings_one_row" CHECK ("alert_settings"."id" = 1),
	CONSTRAINT "alert_settings_detail_check" CHECK (detail in ('no_name', 'first_name', 'contact'))
);
--> statement-breakpoint
CREATE TABLE "staff_alert_choices" (
	"staff_id" text PRIMARY KEY NOT NULL,
	"assigned" boolean DEFAULT true NOT NULL,
	"unowned" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_alert_choices" ADD CONSTRAINT "staff_alert_choices_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;
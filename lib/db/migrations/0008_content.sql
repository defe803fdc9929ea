CREATE TABLE "content_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"slug" text,
	"position" integer DEFAULT 0 NOT NULL,
	"published" jsonb,
	"draft" jsonb,
	"revision" integer DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "content_entries_kind_slug" UNIQUE("kind","slug")
);
--> statement-breakpoint
CREATE TABLE "content_photo_files" (
	"photo_id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "content_photo_files_photo_id_name_pk" PRIMARY KEY("photo_id","name")
);
--> statement-breakpoint
CREATE TABLE "content_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_by" text
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"entry_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"action" text NOT NULL,
	"data" jsonb,
	"changed" text[] DEFAULT '{}'::text[] NOT NULL,
	"staff_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_versions_entry_id_version_pk" PRIMARY KEY("entry_id","version")
);
--> statement-breakpoint
ALTER TABLE "content_entries" ADD CONSTRAINT "content_entries_updated_by_staff_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_photo_files" ADD CONSTRAINT "content_photo_files_photo_id_content_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."content_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_photos" ADD CONSTRAINT "content_photos_uploaded_by_staff_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_entry_id_content_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."content_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_entries_kind_idx" ON "content_entries" USING btree ("kind","position");
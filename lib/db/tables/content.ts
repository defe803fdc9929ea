// What the institute's staff edit in the staff area (lib/content-store/): one row per item (the
// institute's facts, a notice, a batch, an achiever, …), its published value and any unpublished
// draft, every publish kept as a version, and the photos uploaded for them. Photos live here, in
// the database, so backups (db:backup) and every instance reach them without another store.
import { sql } from "drizzle-orm";
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { staffUsers } from "./staff";

const at = (name: string) => timestamp(name, { withTimezone: true });
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

export const contentEntries = pgTable(
  "content_entries",
  {
    id: uuid("id").primaryKey(),
    /** Which editor owns it: "facts", "notice", "batch", … (lib/content-store/kinds.ts). */
    kind: text("kind").notNull(),
    /** A stable name for items the site looks up by name ("facts"); null for list items. */
    slug: text("slug"),
    /** Order within its kind's list. */
    position: integer("position").notNull().default(0),
    /** What visitors see; null until first published, or after it was taken down. */
    published: jsonb("published"),
    /** An edit not yet published: invisible to visitors. */
    draft: jsonb("draft"),
    /** Raised by every save: a save names the version it started from, so two editors saving the
     * same item cannot silently overwrite each other. */
    revision: integer("revision").notNull().default(1),
    /** The version number of the last publish (content_versions.version). */
    version: integer("version").notNull().default(0),
    updatedAt: at("updated_at").notNull().defaultNow(),
    updatedBy: text("updated_by").references(() => staffUsers.id, { onDelete: "set null" }),
  },
  (t) => [
    unique("content_entries_kind_slug").on(t.kind, t.slug),
    index("content_entries_kind_idx").on(t.kind, t.position),
  ],
);

/** Every publish (or restore, or take-down) of an item: who, when, what changed, and the value. */
export const contentVersions = pgTable(
  "content_versions",
  {
    entryId: uuid("entry_id")
      .notNull()
      .references(() => contentEntries.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    action: text("action").notNull(),
    /** The published value after this step; null when the item was taken down. */
    data: jsonb("data"),
    /** The fields that changed from the version before, as dotted paths. */
    changed: text("changed")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    staffId: text("staff_id").references(() => staffUsers.id, { onDelete: "set null" }),
    at: at("at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.version] })],
);

/** An uploaded picture, named by the hash of its re-encoded bytes (the same upload twice is one). */
export const contentPhotos = pgTable("content_photos", {
  id: text("id").primaryKey(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  uploadedAt: at("uploaded_at").notNull().defaultNow(),
  uploadedBy: text("uploaded_by").references(() => staffUsers.id, { onDelete: "set null" }),
});

/** One size and format of a photo, as pages ask for it ("640.webp"). */
export const contentPhotoFiles = pgTable(
  "content_photo_files",
  {
    photoId: text("photo_id")
      .notNull()
      .references(() => contentPhotos.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    type: text("type").notNull(),
    bytes: bytea("bytes").notNull(),
  },
  (t) => [primaryKey({ columns: [t.photoId, t.name] })],
);

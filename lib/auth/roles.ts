// The kinds of staff and what each may do. Counsellors work enquiries and bookings; editors keep
// the site's content current; admins do both and also manage staff, export, read the audit log
// and answer data requests. Isomorphic: pages and handlers read it.
export const STAFF_ROLES = ["admin", "counsellor", "editor"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<StaffRole, string> = {
  admin: "Admin",
  counsellor: "Counsellor",
  editor: "Editor",
};

export const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);

/** The duties of the staff area, and the roles that have each. */
const DUTIES = {
  /** The inbox: enquiries and bookings, their notes and statuses. */
  enquiries: ["admin", "counsellor"],
  /** The site's content: facts, notices, batches, people, photos. */
  content: ["admin", "editor"],
  /** Staff accounts, exports, the audit log and data requests. */
  administration: ["admin"],
} as const satisfies Record<string, readonly StaffRole[]>;
export type Duty = keyof typeof DUTIES;

/** Whether a role has a duty. */
export const may = (role: StaffRole | null | undefined, duty: Duty): boolean =>
  role != null && (DUTIES[duty] as readonly StaffRole[]).includes(role);

/** What a role may do beyond its own duty. */
export const mayAdminister = (role: StaffRole | null | undefined) => may(role, "administration");

/** Where a role starts in the staff area. */
export const homeOf = (role: StaffRole): string =>
  may(role, "enquiries") ? "/staff" : "/staff/content";

// The two kinds of staff. Counsellors work enquiries and bookings; admins also manage staff,
// export, read the audit log and answer data requests. Isomorphic: pages and handlers read it.
export const STAFF_ROLES = ["admin", "counsellor"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<StaffRole, string> = {
  admin: "Admin",
  counsellor: "Counsellor",
};

export const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);

/** What a role may do beyond working the inbox. */
export const mayAdminister = (role: StaffRole | null | undefined) => role === "admin";

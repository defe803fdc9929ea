// Who is asking, checked on the server for every staff page and staff API (never only in
// proxy.ts): a valid session of an enabled staff member who has enrolled an authenticator app,
// and a role that has the duty the page or action belongs to (lib/auth/roles.ts).
import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { forbidden, redirect } from "next/navigation";
import { ApiError } from "@/lib/api/errors";
import { clientAddress } from "@/lib/api/request";
import { CLIENT_ADDRESS_HEADER } from "@/lib/server/client-address.mjs";
import { type Duty, homeOf, isStaffRole, may, type StaffRole } from "./roles";
import { getAuth } from "./server";

export type Staff = {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  twoFactorEnabled: boolean;
  /** The network the request came from, for the audit log. */
  address: string;
};

/** Why there is no usable staff member behind a request. */
export type NoStaff = "off" | "signed-out" | "needs-enrolment";

/** The member whose session this is, enrolled or not, or why there is none. */
async function sessionStaff(requestHeaders: Headers): Promise<Staff | "off" | "signed-out"> {
  const auth = await getAuth();
  if (!auth) return "off";
  const found = await auth.api.getSession({ headers: requestHeaders });
  const user = found?.user;
  if (!user || user.banned || !isStaffRole(user.role)) return "signed-out";
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    twoFactorEnabled: user.twoFactorEnabled === true,
    address: requestHeaders.get(CLIENT_ADDRESS_HEADER) ?? "unknown",
  };
}

/** The signed-in staff member, or why there is none. */
export async function staffFrom(requestHeaders: Headers): Promise<Staff | NoStaff> {
  const found = await sessionStaff(requestHeaders);
  if (typeof found === "string") return found;
  return found.twoFactorEnabled ? found : "needs-enrolment";
}

/** The session of the page being rendered, looked up once however many parts ask (React cache). */
const pageStaff = cache(async () => sessionStaff(await headers()));

/**
 * For a staff page: the staff member, or a redirect to sign-in (or to enrolling an authenticator
 * app, which is the only page a signed-in member without one may see). A page of a duty the
 * member's role lacks answers 403 (app/staff/forbidden.tsx); the inbox, the first page after
 * sign-in, sends an editor to the content editor instead.
 */
export async function requireStaffPage(
  options: { duty?: Duty; enrolling?: boolean } = {},
): Promise<Staff> {
  const found = await pageStaff();
  if (found === "off" || found === "signed-out") redirect("/staff/sign-in");
  if (!found.twoFactorEnabled) {
    if (options.enrolling) return found;
    redirect("/staff/enrol");
  }
  if (options.duty && !may(found.role, options.duty)) {
    if (options.duty === "enquiries") redirect(homeOf(found.role));
    forbidden();
  }
  return found;
}

const DUTY_REFUSALS: Record<Duty, string> = {
  enquiries: "Only counsellors and admins work enquiries and bookings.",
  content: "Only editors and admins can change the site's content.",
  administration: "Only an admin can do this.",
};

/** For a staff API: the staff member, or 401 (no usable session) / 403 (the role lacks the duty). */
export async function requireStaffApi(
  request: Request,
  options: { duty?: Duty } = {},
): Promise<Staff> {
  const found = await staffFrom(request.headers);
  if (found === "off") throw new ApiError("not_found", "Not found.");
  if (typeof found === "string") {
    throw new ApiError("unauthorized", "Sign in to the staff area first.");
  }
  if (options.duty && !may(found.role, options.duty)) {
    throw new ApiError("forbidden", DUTY_REFUSALS[options.duty]);
  }
  return { ...found, address: clientAddress(request) };
}

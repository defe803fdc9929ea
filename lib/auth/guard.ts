// Who is asking, checked on the server for every staff page and staff API (never only in
// proxy.ts): a valid session of an enabled staff member who has enrolled an authenticator app,
// and, for admin actions, the admin role.
import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { forbidden, redirect } from "next/navigation";
import { ApiError } from "@/lib/api/errors";
import { clientAddress } from "@/lib/api/request";
import { CLIENT_ADDRESS_HEADER } from "@/lib/server/client-address.mjs";
import { isStaffRole, type StaffRole } from "./roles";
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
 * app, which is the only page a signed-in member without one may see). `admin` pages give a
 * counsellor 403 (app/forbidden.tsx).
 */
export async function requireStaffPage(
  options: { admin?: boolean; enrolling?: boolean } = {},
): Promise<Staff> {
  const found = await pageStaff();
  if (found === "off" || found === "signed-out") redirect("/staff/sign-in");
  if (!found.twoFactorEnabled) {
    if (options.enrolling) return found;
    redirect("/staff/enrol");
  }
  if (options.admin && found.role !== "admin") forbidden();
  return found;
}

/** For a staff API: the staff member, or 401 (no usable session) / 403 (not an admin). */
export async function requireStaffApi(
  request: Request,
  options: { admin?: boolean } = {},
): Promise<Staff> {
  const found = await staffFrom(request.headers);
  if (found === "off") throw new ApiError("not_found", "Not found.");
  if (typeof found === "string") {
    throw new ApiError("unauthorized", "Sign in to the staff area first.");
  }
  if (options.admin && found.role !== "admin") {
    throw new ApiError("forbidden", "Only an admin can do this.");
  }
  return { ...found, address: clientAddress(request) };
}

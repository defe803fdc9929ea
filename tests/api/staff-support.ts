// Staff members for the staff suites, made the way a person becomes one: an admin adds them
// (lib/services/staff.ts), they open the set-up link and choose a password, sign in and enrol an
// authenticator app, all through POST /api/auth/*. Each ends holding a real session cookie.
// Call after useEnv({ AUTH_SECRET, … }) and once the database is open.
import * as OTPAuth from "otpauth";
import type { StaffRole } from "@/lib/auth/roles";
import { SITE_URL, freshAddress, postJson } from "./support";

export const AUTH_SECRET = "staff-suite-secret-0123456789abcdef0123";
export const STAFF_PASSWORD = "correct horse battery 42";

type Handler = (request: Request) => Promise<Response>;

export type TestStaff = {
  id: string;
  email: string;
  role: StaffRole;
  /** The Cookie header of a signed-in, enrolled session. */
  cookie: string;
  totp: OTPAuth.TOTP;
  backupCodes: string[];
};

/** name=value pairs of every Set-Cookie, merged into an existing Cookie header. */
export function withCookies(cookie: string, response: Response): string {
  const jar = new Map(
    cookie
      .split("; ")
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]),
  );
  for (const line of response.headers.getSetCookie()) {
    const pair = line.split(";")[0]!;
    const name = pair.slice(0, pair.indexOf("="));
    const value = pair.slice(pair.indexOf("=") + 1);
    if (value === "" || /max-age=0/i.test(line)) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([n, v]) => `${n}=${v}`).join("; ");
}

async function authRoute(): Promise<Handler> {
  return (await import("@/app/api/auth/[...all]/route")).POST;
}

/** POSTs to better-auth through our route, from `address`, with the cookie so far. */
export async function authPost(
  step: string,
  body: unknown,
  { cookie = "", address = freshAddress() }: { cookie?: string; address?: string } = {},
): Promise<Response> {
  const POST = await authRoute();
  return POST(
    postJson(`/api/auth${step}`, body, {
      address,
      headers: { cookie: cookie || null, origin: SITE_URL },
    }),
  );
}

let counter = 0;

/** A new, fully enrolled staff member with a signed-in session. */
export async function createStaff(role: StaffRole, name = `Test ${role}`): Promise<TestStaff> {
  const { getDb } = await import("@/lib/db/client");
  const { getAuth } = await import("@/lib/auth/server");
  const { addStaff } = await import("@/lib/services/staff");
  const auth = await getAuth();
  if (!auth) throw new Error("AUTH_SECRET is not set for this suite");
  counter += 1;
  const email = `staff${counter}-${Date.now()}@coderhouse.test`;
  const { id, setUpLink } = await addStaff(
    await getDb(),
    auth,
    { email, name, role },
    { id: null, address: null },
  );
  const token = new URL(setUpLink).searchParams.get("token")!;
  const set = await authPost("/reset-password", { token, newPassword: STAFF_PASSWORD });
  if (set.status !== 200) throw new Error(`set-up link refused: ${await set.text()}`);

  let cookie = "";
  const signIn = await authPost("/sign-in/email", { email, password: STAFF_PASSWORD });
  if (signIn.status !== 200) throw new Error(`sign-in refused: ${await signIn.text()}`);
  cookie = withCookies(cookie, signIn);

  const enable = await authPost("/two-factor/enable", { password: STAFF_PASSWORD }, { cookie });
  if (enable.status !== 200) throw new Error(`enable refused: ${await enable.text()}`);
  cookie = withCookies(cookie, enable);
  const { totpURI, backupCodes } = (await enable.json()) as {
    totpURI: string;
    backupCodes: string[];
  };
  const totp = OTPAuth.URI.parse(totpURI) as OTPAuth.TOTP;
  const verify = await authPost("/two-factor/verify-totp", { code: totp.generate() }, { cookie });
  if (verify.status !== 200) throw new Error(`enrolment refused: ${await verify.text()}`);
  cookie = withCookies(cookie, verify);
  return { id, email, role, cookie, totp, backupCodes };
}

/** A request as the production server hands it on, carrying `staff`'s session (or none). */
export function staffRequest(
  path: string,
  {
    staff,
    method = "GET",
    body,
    address = freshAddress(),
  }: { staff?: TestStaff | null; method?: string; body?: unknown; address?: string } = {},
): Request {
  const headers = new Headers({ "x-coderhouse-client-address": address, host: "coderhouse.in" });
  if (staff) headers.set("cookie", staff.cookie);
  if (body !== undefined) {
    headers.set("content-type", "application/json");
    headers.set("origin", SITE_URL);
  }
  return new Request(`${SITE_URL}${path}`, {
    method,
    headers,
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
}

/** The POST handler of /api/staff/team/:id. */
export type MemberHandler = (
  request: Request,
  context: { params: Promise<{ id: string }> },
) => Promise<Response>;

/** POST /api/staff/team/:id through `route`, as `staff` (none: no session). */
export const teamMemberAction = (
  route: MemberHandler,
  id: string,
  body: unknown,
  staff: TestStaff | null,
) =>
  route(staffRequest(`/api/staff/team/${id}`, { staff, method: "POST", body }), {
    params: Promise.resolve({ id }),
  });

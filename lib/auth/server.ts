// Staff sign-in with better-auth on our own database (its Drizzle adapter over PGlite or
// PostgreSQL): email and password (scrypt, better-auth's memory-hard default), sessions kept in
// staff_sessions behind HttpOnly, Secure, SameSite=Lax cookies, a required authenticator-app code
// (TOTP, with recovery codes), no public sign-up, and the admin plugin's roles and disabling.
// What better-auth does not do itself is added in lib/auth/policy.ts: limits per account and per
// address, and the audit log.
import "server-only";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin, twoFactor } from "better-auth/plugins";
import { adminAc, userAc } from "better-auth/plugins/admin/access";
import { getDb } from "@/lib/db/client";
import {
  staffAccounts,
  staffSessions,
  staffTwoFactors,
  staffUsers,
  staffVerifications,
} from "@/lib/db/schema";
import { env } from "@/lib/env.mjs";
import { forgetProcessWide, processWide } from "@/lib/process-wide.mjs";
import { site } from "@/lib/site";
import { afterAuth } from "./policy";

/** A working day's session; a week of inactivity is not needed by anyone in an office. */
const SESSION_SECONDS = 12 * 60 * 60;
/** A set-up link (a password-reset token) stays valid this long. */
export const SET_UP_LINK_SECONDS = 48 * 60 * 60;
export const MIN_PASSWORD_LENGTH = 12;
export const COOKIE_PREFIX = "coderhouse-staff";

function createAuth(db: Awaited<ReturnType<typeof getDb>>, secret: string) {
  return betterAuth({
    appName: `${site.name} staff`,
    secret,
    baseURL: env.SITE_URL,
    basePath: "/api/auth",
    telemetry: { enabled: false },
    // Its warnings ("Invalid password" …) would repeat the audit log in the server's log.
    logger: { level: "error" },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: staffUsers,
        session: staffSessions,
        account: staffAccounts,
        verification: staffVerifications,
        twoFactor: staffTwoFactors,
      },
    }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: SET_UP_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // Set-up links are never mailed: lib/services/staff.ts makes them for staff:create and the
      // team page, which hand them to the admin.
    },
    session: { expiresIn: SESSION_SECONDS, updateAge: 60 * 60 },
    // Forms post from our own pages: the site's address, or the address the browser used (its
    // Host header, which a browser cannot forge).
    trustedOrigins: (request) => {
      const host = request?.headers.get("host");
      const proto = request?.headers.get("x-forwarded-proto") ?? "http";
      return [env.SITE_URL, host ? `${proto}://${host}` : null];
    },
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: true,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: true },
      // The address server.mjs decided (trusting forwarded headers only from TRUSTED_PROXIES).
      ipAddress: { ipAddressHeaders: ["x-coderhouse-client-address"] },
    },
    hooks: { after: afterAuth },
    plugins: [
      twoFactor({
        issuer: site.name,
        backupCodeOptions: { amount: 10, length: 10 },
        accountLockout: { enabled: true, maxFailedAttempts: 10, durationSeconds: 15 * 60 },
      }),
      // Our roles (lib/auth/roles.ts); counsellors and editors have none of the plugin's user powers.
      admin({
        defaultRole: "counsellor",
        adminRoles: ["admin"],
        roles: { admin: adminAc, counsellor: userAc, editor: userAc },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
const AUTH = "staff-auth";

/**
 * A better-auth over a database the caller opened itself, or null when AUTH_SECRET is unset.
 * For `npm run staff:create`, which holds its own handle: getAuth() would go through getDb() and
 * open the embedded database's folder a second time.
 */
export function authForDatabase(db: Parameters<typeof createAuth>[0]): Auth | null {
  return env.AUTH_SECRET ? createAuth(db, env.AUTH_SECRET) : null;
}

/** The process's better-auth, or null when AUTH_SECRET is unset (staff sign-in is off). */
export async function getAuth(): Promise<Auth | null> {
  const secret = env.AUTH_SECRET;
  if (!secret) return null;
  const pending = processWide(AUTH, async () => createAuth(await getDb(), secret));
  try {
    return await pending;
  } catch (error) {
    forgetProcessWide(AUTH); // the database was not ready: the next request tries again
    throw error;
  }
}

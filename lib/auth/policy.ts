// What staff sign-in adds to better-auth (lib/auth/server.ts): attempts limited per account and
// per address before better-auth looks at a password or code (the auth route calls
// limitAttempt), and the audit log of each sign-in and failed one (its after-hook).
import "server-only";
import { createHash } from "node:crypto";
import { createAuthMiddleware, isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { limit } from "@/lib/api/rate-limit";
import { getDb } from "@/lib/db/client";
import { staffUsers } from "@/lib/db/schema";
import { CLIENT_ADDRESS_HEADER } from "@/lib/server/client-address.mjs";
import { type AuditAction, recordAudit } from "@/lib/services/audit";

const CODE_PATHS = new Set(["/two-factor/verify-totp", "/two-factor/verify-backup-code"]);
const TWO_FACTOR_COOKIE = "two_factor";

type Ctx = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

const addressOf = (ctx: Ctx) =>
  ctx.headers?.get(CLIENT_ADDRESS_HEADER) ?? ctx.request?.headers.get(CLIENT_ADDRESS_HEADER) ?? "";
const emailOf = (ctx: Ctx) =>
  String((ctx.body as { email?: unknown } | undefined)?.email ?? "")
    .trim()
    .toLowerCase();
/** Limits count an account by a hash of its email, so Redis holds no address of anyone. */
const accountKey = (email: string) => createHash("sha256").update(email).digest("hex");

/**
 * Counts a sign-in or code attempt against the limits, before better-auth looks at it: per
 * address always, and per account for a password. Throws our 429 once a limit is used up.
 */
export async function limitAttempt(step: string, address: string, email: string): Promise<void> {
  if (step === "/sign-in/email") {
    await limit.consume("staff-sign-in-address", address);
    await limit.consume("staff-sign-in-account", accountKey(email.trim().toLowerCase()));
  } else if (CODE_PATHS.has(step)) {
    await limit.consume("staff-code-address", address);
  }
}

/** better-auth's signed cookie of a sign-in waiting for its code (absent when enrolling). */
async function pendingSignIn(ctx: Ctx): Promise<string | null> {
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
  return (await ctx.getSignedCookie(cookie.name, ctx.context.secret)) || null;
}

/** The staff member whose sign-in is waiting for a code. */
async function pendingStaffId(ctx: Ctx, identifier: string): Promise<string | null> {
  const verification = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return verification?.value ?? null;
}

/** The staff id in a successful answer ({ token, user }). */
const userIdOf = (returned: unknown) =>
  (returned as { user?: { id?: unknown } } | null)?.user?.id?.toString() ?? null;

async function staffIdByEmail(email: string): Promise<string | null> {
  if (!email) return null;
  const db = await getDb();
  const [row] = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.email, email));
  return row?.id ?? null;
}

export const afterAuth = createAuthMiddleware(async (ctx) => {
  const failed = isAPIError(ctx.context.returned);
  const address = addressOf(ctx);
  const audit = (action: AuditAction, actorId: string | null, detail?: Record<string, unknown>) =>
    recordAudit({ action, actorId, targetKind: "staff", targetId: actorId, address, detail });

  if (ctx.path === "/sign-in/email") {
    const email = emailOf(ctx);
    if (failed) {
      const id = await staffIdByEmail(email);
      await audit("sign_in_failed", id, { step: "password", known_account: id !== null });
    } else {
      // The password was right: the account is not held to earlier mistakes. A session is
      // only made once the code is right too (the two-factor plugin withholds it).
      await limit.reset("staff-sign-in-account", accountKey(email));
    }
  } else if (CODE_PATHS.has(ctx.path)) {
    const step = ctx.path.endsWith("backup-code") ? "recovery code" : "authenticator code";
    const pending = await pendingSignIn(ctx);
    if (pending && failed)
      await audit("sign_in_failed", await pendingStaffId(ctx, pending), { step });
    else if (pending) await audit("sign_in", userIdOf(ctx.context.returned), { step });
    // Without a pending sign-in, the code finished enrolling a signed-in staff member's app.
    else if (!failed) await audit("two_factor_enrolled", userIdOf(ctx.context.returned));
  } else if (ctx.path === "/reset-password" && !failed) {
    await audit("password_set", null);
  } else if (ctx.path === "/two-factor/generate-backup-codes" && !failed) {
    await audit("backup_codes_renewed", ctx.context.session?.user.id ?? null);
  } else if (ctx.path === "/revoke-sessions" && !failed) {
    await audit("signed_out_everywhere", ctx.context.session?.user.id ?? null);
  }
});

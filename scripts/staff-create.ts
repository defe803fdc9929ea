// npm run staff:create -- --email asha@coderhouse.in --role admin|counsellor|editor [--name "Asha Verma"]
// Adds a staff member (the first admin, typically) and prints their one-time set-up link, with
// which they choose a password. With the embedded database open in a running server, asks that
// server (POST /api/admin/staff; needs ADMIN_TOKEN); otherwise writes to the database itself,
// which needs the server's AUTH_SECRET. Prints no email: the operator typed it.
import "@/lib/preflight.mjs";
import { parseArgs } from "node:util";
import { ApiError } from "@/lib/api/errors";
import { SET_UP_LINK_VALIDITY, addStaffMember, parseStaffMember } from "@/lib/api/staff";
import { authForDatabase } from "@/lib/auth/server";
import { fail, withDatabaseOrServer } from "./lib/database-or-server";

const USAGE =
  'Usage: npm run staff:create -- --email name@example.com --role admin|counsellor|editor [--name "Asha Verma"]';

type Added = { id: string; setUpLink: string; role: string } | { problem: string };

async function main() {
  let values: { email?: string; role?: string; name?: string };
  try {
    ({ values } = parseArgs({
      options: { email: { type: "string" }, role: { type: "string" }, name: { type: "string" } },
    }));
  } catch (error) {
    fail(`${(error as Error).message.replace(/\.?$/, ".")} ${USAGE}`);
  }
  if (!values.email) fail(`--email is required. ${USAGE}`);
  if (!values.role) fail(`--role is required. ${USAGE}`);
  let member: ReturnType<typeof parseStaffMember>;
  try {
    member = parseStaffMember(values, { defaultName: true });
  } catch (error) {
    const fields = (error as ApiError).fields ?? {};
    fail(Object.entries(fields).map(([field, message]) => `--${field}: ${message}.`)[0]!);
  }

  const added = await withDatabaseOrServer<Added>("npm run staff:create", {
    direct: async (handle) => {
      const auth = authForDatabase(handle.db);
      if (!auth) {
        return {
          problem:
            "Set AUTH_SECRET to the server's value first: staff sign-in is off without it, and set-up links are signed with it.",
        };
      }
      try {
        const { id, setUpLink } = await addStaffMember(handle.db, auth, member, {
          id: null,
          address: null,
        });
        return { id, setUpLink, role: member.role };
      } catch (error) {
        if (error instanceof ApiError) return { problem: error.message };
        throw error;
      }
    },
    viaServer: async (call) => {
      const response = await call("/api/admin/staff", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(member),
      });
      const { data } = (await response.json()) as { data: Extract<Added, { id: string }> };
      return data;
    },
  });
  // Reported after the database is closed: fail() exits at once.
  if ("problem" in added) fail(added.problem);
  console.log(`Added a staff member (${added.role}, id ${added.id}).`);
  console.log(`Set-up link: ${added.setUpLink}`);
  console.log(
    `It works ${SET_UP_LINK_VALIDITY}: send it to them privately. They choose a password with it, then enrol an authenticator app.`,
  );
}

void main();

// POST /api/admin/staff – adds a staff member and answers their one-time set-up link (needs ADMIN_TOKEN).
import { requireAdmin } from "@/lib/api/admin";
import { ApiError, handle } from "@/lib/api/errors";
import { clientAddress, readJsonObject } from "@/lib/api/request";
import { SET_UP_LINK_VALIDITY, addStaffMember, parseStaffMember } from "@/lib/api/staff";
import { getAuth } from "@/lib/auth/server";
import { getDb } from "@/lib/db/client";

export const dynamic = "force-dynamic";

export const POST = handle("POST /api/admin/staff", async (request: Request) => {
  await requireAdmin(request);
  const auth = await getAuth();
  // Only a caller holding the admin token gets this far, so saying why is safe (everyone else
  // gets the bare 404 of an endpoint that does not exist).
  if (!auth) {
    throw new ApiError("not_found", "Staff sign-in is off: set AUTH_SECRET on the server first.");
  }
  const { body } = await readJsonObject(request);
  const member = parseStaffMember(body, { defaultName: true });
  const { id, setUpLink } = await addStaffMember(await getDb(), auth, member, {
    id: null,
    address: clientAddress(request),
  });
  return Response.json(
    {
      data: { id, email: member.email, role: member.role, setUpLink },
      message: `Staff member added. The set-up link works ${SET_UP_LINK_VALIDITY}.`,
    },
    // The link is as good as a password until it is used: no cache may keep it.
    { status: 201, headers: { "Cache-Control": "no-store" } },
  );
});

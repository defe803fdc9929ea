// POST /api/staff/team – an admin adds a staff member from the team page; answers their set-up link.
import { handle } from "@/lib/api/errors";
import { SET_UP_LINK_VALIDITY, addStaffMember } from "@/lib/api/staff";
import { actorOf, staffAction, staffJson } from "@/lib/api/staff-action";
import { getAuth } from "@/lib/auth/server";
import { getDb } from "@/lib/db/client";
import { staffMemberSchema } from "@/lib/validations/staff-member";

export const dynamic = "force-dynamic";

/** An email already on the team: the member is there; what they need is a new link (or enabling). */
const DUPLICATE_EMAIL =
  "Someone on the team already has this email: use New set-up link (or Enable) on their row instead.";

export const POST = handle("POST /api/staff/team", async (request: Request) => {
  const { staff, data: member } = await staffAction(request, staffMemberSchema, {
    duty: "administration",
  });
  // requireStaffApi answered 404 already when sign-in is off, so there is an auth here.
  const auth = (await getAuth())!;
  const { id, setUpLink } = await addStaffMember(
    await getDb(),
    auth,
    member,
    actorOf(staff),
    DUPLICATE_EMAIL,
  );
  // staffJson marks it no-store: the link is as good as a password until it is used.
  return staffJson(
    {
      data: { id, setUpLink },
      message: `${member.name} was added. Send them the set-up link privately: it works ${SET_UP_LINK_VALIDITY}.`,
    },
    201,
  );
});

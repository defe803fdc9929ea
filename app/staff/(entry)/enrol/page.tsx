// Every staff member needs an authenticator app before seeing any enquiry: a signed-in member
// without one lands here (lib/auth/guard.ts).
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { EnrolSteps } from "@/components/staff/enrol-steps";
import { requireStaffPage } from "@/lib/auth/guard";
import { homeOf, may } from "@/lib/auth/roles";

export const metadata: Metadata = { title: "Set up your authenticator app" };

export default async function EnrolPage() {
  const staff = await requireStaffPage({ enrolling: true });
  const home = homeOf(staff.role);
  if (staff.twoFactorEnabled) redirect(home);
  return (
    <>
      <h1 className="mb-2 text-2xl font-semibold text-navy">Set up your authenticator app</h1>
      <p className="mb-4 text-muted">
        Each sign-in asks for a code from an app on your phone (Google Authenticator, Microsoft
        Authenticator or any other), so a stolen password alone cannot open the staff area.
      </p>
      <EnrolSteps
        home={home}
        homeName={may(staff.role, "enquiries") ? "the inbox" : "the content editor"}
      />
    </>
  );
}

/** @jest-environment node */
// A repeat visitor recognised, on each database: enquiries whose phone was written three ways, or
// whose email is the same, are each stored and each lists the others (with a booking of the same
// email) as "also enquired", newest first; someone else's are never listed.
import type { DatabaseHandle, Db } from "@/lib/db/client";
import type * as Related from "@/lib/services/inbox-related";
import type * as Submissions from "@/lib/services/submissions";
import { appointmentSchema } from "@/lib/validations/appointment";
import { homeLeadSchema } from "@/lib/validations/lead";
import { appointment, homeLead } from "../fixtures/submissions";
import { OPEN_TIMEOUT_MS, databaseTargets, freshDataDir, removeDataDirs } from "./databases";
import { useEnv } from "./support";

let submissions: typeof Submissions;
let related: typeof Related;
let openDatabase: (typeof import("@/lib/db/client"))["openDatabase"];

beforeAll(async () => {
  useEnv({ DATA_DIR: freshDataDir("inbox-related-unused") });
  submissions = await import("@/lib/services/submissions");
  related = await import("@/lib/services/inbox-related");
  ({ openDatabase } = await import("@/lib/db/client"));
});

afterAll(() => removeDataDirs());

describe.each(databaseTargets("inbox-related"))(
  "the same person's submissions on %s",
  (_, target) => {
    let handle: DatabaseHandle;
    const db = (): Db => handle.db;

    beforeAll(async () => {
      handle = await openDatabase({ ...(await target.create()), holder: "jest inbox related" });
    }, OPEN_TIMEOUT_MS);

    afterAll(async () => {
      await handle?.close();
      await target.dispose();
    });

    const lead = async (fields: Record<string, unknown>) => {
      const stored = await submissions.createLead(db(), homeLeadSchema.parse(homeLead(fields)), {
        queueWebhook: false,
      });
      return (stored.body as { data: { id: string } }).data.id;
    };

    it("links three enquiries with one phone written three ways, and a booking with the same email", async () => {
      const ids = [
        await lead({ email: "kavya.first@gmail.com", phone: "98765 43210" }),
        await lead({ email: "kavya.second@gmail.com", phone: "+91-9876543210" }),
        await lead({ email: "kavya.third@gmail.com", phone: "09876543210" }),
      ];
      const stranger = await lead({ email: "someone.else@gmail.com", phone: "9123456789" });
      const booking = await submissions.createAppointment(
        db(),
        appointmentSchema.parse(
          appointment({ email: "kavya.third@gmail.com", phone: "9000000001" }),
        ),
        { queueWebhook: false },
      );
      const bookingId = (booking.body as { data: { id: string } }).data.id;

      const seenFrom = async (id: string) => {
        const me = { kind: "enquiries" as const, id };
        const person = ids.indexOf(id);
        return related.relatedItems(db(), me, {
          email: ["kavya.first@gmail.com", "kavya.second@gmail.com", "kavya.third@gmail.com"][
            person
          ]!,
          phone: "9876543210",
        });
      };
      const [first, second, third] = [
        await seenFrom(ids[0]!),
        await seenFrom(ids[1]!),
        await seenFrom(ids[2]!),
      ];
      expect(first.map((r) => r.id)).toEqual([ids[2], ids[1]]);
      expect(second.map((r) => r.id)).toEqual([ids[2], ids[0]]);
      // The booking came last and shares the third enquiry's email, not its phone.
      expect(third.map((r) => [r.kind, r.id, r.sameEmail, r.samePhone])).toEqual([
        ["bookings", bookingId, true, false],
        ["enquiries", ids[1], false, true],
        ["enquiries", ids[0], false, true],
      ]);
      expect(third.every((r) => r.status === "new" || r.status === "requested")).toBe(true);
      for (const list of [first, second, third])
        expect(list.map((r) => r.id)).not.toContain(stranger);
    });
  },
);

// "Overdue" as a counsellor reads it: a new enquiry not called back within one working day,
// Monday to Saturday, India time.
import { isOverdue, replyDueBy } from "@/lib/inbox/overdue";

const ist = (local: string) => new Date(`${local}+05:30`);

describe("replyDueBy", () => {
  test.each([
    [
      "a Monday morning enquiry is due Tuesday morning",
      "2026-11-23T09:15:00",
      "2026-11-24T09:15:00",
    ],
    ["Friday's is due Saturday (a working day)", "2026-11-27T18:00:00", "2026-11-28T18:00:00"],
    ["Saturday's skips Sunday and is due Monday", "2026-11-28T11:00:00", "2026-11-30T11:00:00"],
    [
      "Sunday's counts from Monday 10:00, so is due Tuesday 10:00",
      "2026-11-29T20:00:00",
      "2026-12-01T10:00:00",
    ],
    [
      "just after midnight on Sunday is still Sunday in India",
      "2026-11-29T00:05:00",
      "2026-12-01T10:00:00",
    ],
  ])("%s", (_, created, due) => {
    expect(replyDueBy(ist(created)).toISOString()).toBe(ist(due).toISOString());
  });
});

describe("isOverdue", () => {
  const createdAt = ist("2026-11-23T09:15:00");
  test("only after the reply was due", () => {
    expect(isOverdue({ status: "new", createdAt }, ist("2026-11-24T09:14:00"))).toBe(false);
    expect(isOverdue({ status: "new", createdAt }, ist("2026-11-24T09:16:00"))).toBe(true);
  });
  test("never once someone has acted on it", () => {
    for (const status of ["contacted", "unreachable", "not_interested"]) {
      expect(isOverdue({ status, createdAt }, ist("2026-12-24T00:00:00"))).toBe(false);
    }
  });
});

import { keepNameCharacters, normalisePhone, phoneInputValue } from "@/lib/validations/common";
import { appointmentSchema, combineDateTime } from "@/lib/validations/appointment";
import { appointment } from "../fixtures/submissions";

describe("normalisePhone", () => {
  it.each([
    ["9876543210", "9876543210"],
    ["+91 98765 43210", "9876543210"],
    ["098765 43210", "9876543210"],
    ["0091 98765 43210", "9876543210"],
    ["91-98765-43210", "9876543210"],
    ["(987) 654-3210", "9876543210"],
    ["12345", "12345"],
    ["+44 20 7946 0958", "442079460958"],
  ])("turns %j into %j", (raw, expected) => {
    expect(normalisePhone(raw)).toBe(expected);
  });
});

describe("phoneInputValue (what the phone box keeps while typing)", () => {
  it.each([
    ["98765abc43210", "9876543210"],
    ["987654321012", "9876543210"],
    ["+91 98765", "9198765"],
    ["+91 98765 43210", "9876543210"],
    ["0987654321", "0987654321"],
    ["09876543210", "9876543210"],
    ["0091987654", "0091987654"],
    ["", ""],
  ])("keeps %j as %j", (raw, expected) => {
    expect(phoneInputValue(raw)).toBe(expected);
  });

  it("never lets more digits in than a prefixed ten-digit number needs", () => {
    expect(phoneInputValue("+91 98765 43210 99")).toBe("919876543210");
    expect(phoneInputValue("0 98765 43210 99")).toBe("09876543210");
    expect(phoneInputValue("0091 98765 43210 99")).toBe("00919876543210");
  });
});

describe("keepNameCharacters", () => {
  it.each([
    ["Asha R@o 3rd", "Asha Ro rd"],
    ["O'Brien-Smith", "OBrienSmith"],
    ["<script>alert(1)</script>", "scriptalertscript"],
    ["José Müller", "José Müller"],
    ["राहुल शर्मा", "राहुल शर्मा"],
    ["Asha 😀", "Asha "],
  ])("turns %j into %j", (raw, expected) => {
    expect(keepNameCharacters(raw)).toBe(expected);
  });
});

describe("combineDateTime", () => {
  it("joins the date and time boxes into one instant with this browser's offset", () => {
    const combined = combineDateTime("2026-12-01", "17:30");
    expect(combined).toMatch(/^2026-12-01T17:30:00[+-]\d{2}:\d{2}$/);
    expect(Date.parse(combined)).toBe(new Date(2026, 11, 1, 17, 30).getTime());
  });

  it.each([
    ["", "17:30"],
    ["2026-12-01", ""],
    ["2026-02-30", "10:00"],
    ["01/12/2026", "10:00"],
    ["2026-12-01", "24:00"],
    ["2026-12-01", "9:30"],
    ["2026-12-01", "10:60"],
  ])("gives an empty string for the date %j and time %j", (date, time) => {
    expect(combineDateTime(date, time)).toBe("");
  });

  it("gives what the mentorship schema accepts for a future slot", () => {
    const tomorrow = new Date(Date.now() + 86_400_000);
    const pad = (n: number) => String(n).padStart(2, "0");
    const date = `${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}`;
    const result = appointmentSchema.safeParse(
      appointment({ appointment_date: combineDateTime(date, "11:15"), appointment_time: "11:15" }),
    );
    expect(result.success).toBe(true);
  });
});

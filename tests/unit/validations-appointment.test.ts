import { formOptions } from "@/lib/content/forms";
import {
  appointmentSchema,
  appointmentSchemaFor,
  appointmentSchemaIn,
} from "@/lib/validations/appointment";
import { messagesIn } from "@/lib/validations/messages";
import { appointment, istInstant } from "../fixtures/submissions";
import { fieldsOf, parsed } from "./zod-fields";

/** The clock of every test here: 1 Dec 2026, 17:30:30 in India. */
const NOW = Date.parse("2026-12-01T12:00:30Z");
const MINUTE = 60_000;
const DAY = 86_400_000;
const FUTURE = "Please select a future date and time";
const BOTH = "Both date and time are required";
const INVALID = "Please enter a valid date and time";
const YEAR_RANGE = "Year of study must be between 1 and 4";

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
});

afterEach(() => {
  jest.useRealTimers();
});

const at = (offsetMs: number) => appointment(istInstant(NOW + offsetMs));
const errors = (overrides: Record<string, unknown>) =>
  fieldsOf(appointmentSchema, appointment({ ...istInstant(NOW + DAY), ...overrides }));

describe("mentorship schema", () => {
  it("accepts a booking and gives the instant it names", () => {
    const booking = parsed(
      appointmentSchema,
      appointment({
        name: "  Meera   Iyer ",
        email: " Meera.Iyer@Outlook.COM ",
        phone: "+91 99887 76655",
        appointment_date: "2026-12-05T10:15:00+05:30",
        appointment_time: "10:15",
      }),
    );
    expect(booking).toMatchObject({
      name: "Meera Iyer",
      email: "meera.iyer@outlook.com",
      phone: "9988776655",
      branch_course: "B.Tech Computer Science",
      study_year: 2,
      mentor_domain: "dsa",
      appointment_time: "10:15",
      query: "I want help planning my DSA practice.",
    });
    expect(booking.appointment_at.toISOString()).toBe("2026-12-05T04:45:00.000Z");
  });

  describe("name", () => {
    it.each([undefined, "", "   ", null])("says 'Name is required' for %j", (name) => {
      expect(errors({ name })).toEqual({ name: "Name is required" });
    });

    it.each(["Meera_Iyer", "Meera2", "M. Iyer", "Meera 😀"])(
      "says %j can only contain letters and spaces",
      (name) => {
        expect(errors({ name })).toEqual({ name: "Name can only contain letters and spaces" });
      },
    );

    it("takes 2 to 50 characters, counted after extra spaces are dropped", () => {
      expect(errors({ name: "M" })).toEqual({ name: "Name must be at least 2 characters long" });
      expect(errors({ name: " M  " })).toEqual({ name: "Name must be at least 2 characters long" });
      expect(errors({ name: "Me" })).toEqual({});
      expect(errors({ name: "M".repeat(50) })).toEqual({});
      expect(errors({ name: "M".repeat(51) })).toEqual({
        name: "Name cannot exceed 50 characters",
      });
    });
  });

  describe("email", () => {
    it.each([undefined, "", "  "])("says 'Email is required' for %j", (email) => {
      expect(errors({ email })).toEqual({ email: "Email is required" });
    });

    it.each(["meera", "meera@", "meera@outlook", "meera iyer@outlook.com"])(
      "says %j is not a valid email address",
      (email) => {
        expect(errors({ email })).toEqual({ email: "Please enter a valid email address" });
      },
    );

    it("is stored lower-case", () => {
      expect(parsed(appointmentSchema, at(DAY)).email).toBe("meera.iyer@outlook.com");
      const upper = parsed(appointmentSchema, { ...at(DAY), email: "MEERA@College.Ac.IN" });
      expect(upper.email).toBe("meera@college.ac.in");
    });
  });

  describe("phone", () => {
    it.each([undefined, "", null])("says 'Phone number is required' for %j", (phone) => {
      expect(errors({ phone })).toEqual({ phone: "Phone number is required" });
    });

    it.each(["99887", "99887766551", "phone"])("needs exactly 10 digits, not %j", (phone) => {
      expect(errors({ phone })).toEqual({ phone: "Please enter a valid 10-digit phone number" });
    });
  });

  describe("course", () => {
    it.each([undefined, "", "   "])("says 'Course is required' for %j", (course) => {
      expect(errors({ branch_course: course })).toEqual({ branch_course: "Course is required" });
    });

    it("takes 2 to 100 characters", () => {
      expect(errors({ branch_course: "B" })).toEqual({
        branch_course: "Course must be at least 2 characters long",
      });
      expect(errors({ branch_course: "BE" })).toEqual({});
      expect(errors({ branch_course: "C".repeat(100) })).toEqual({});
      expect(errors({ branch_course: "C".repeat(101) })).toEqual({
        branch_course: "Course name is too long",
      });
    });
  });

  describe("year of study", () => {
    it.each([
      [1, 1],
      [4, 4],
      ["1", 1],
      ["3", 3],
      [" 4 ", 4],
    ])("accepts %j as year %j", (year, stored) => {
      expect(parsed(appointmentSchema, { ...at(DAY), study_year: year }).study_year).toBe(stored);
    });

    it.each([undefined, "", null])("says 'Year of study is required' for %j", (year) => {
      expect(errors({ study_year: year })).toEqual({ study_year: "Year of study is required" });
    });

    it.each([0, 5, "5", "0", 2.5, "two", true, [2]])(
      "says %j is not a year from 1 to 4",
      (year) => {
        expect(errors({ study_year: year })).toEqual({ study_year: YEAR_RANGE });
      },
    );
  });

  describe("mentor domain", () => {
    it.each(formOptions.mentorDomains.map((d) => d.value))("accepts %s", (domain) => {
      expect(errors({ mentor_domain: domain })).toEqual({});
    });

    it("offers the six domains of the spec", () => {
      expect(formOptions.mentorDomains.map((d) => d.value)).toEqual([
        "frontend",
        "dsa",
        "backend",
        "uiux",
        "aiml",
        "cyber",
      ]);
    });

    it.each([undefined, "", "cooking", "DSA"])("says 'Mentor domain is required' for %j", (d) => {
      expect(errors({ mentor_domain: d })).toEqual({ mentor_domain: "Mentor domain is required" });
    });
  });

  describe("date and time", () => {
    it("says 'Both date and time are required' under whichever box is empty", () => {
      expect(errors({ appointment_date: "", appointment_time: "" })).toEqual({
        appointment_date: BOTH,
        appointment_time: BOTH,
      });
      expect(errors({ appointment_date: undefined })).toEqual({ appointment_date: BOTH });
      expect(errors({ appointment_time: "  " })).toEqual({ appointment_time: BOTH });
    });

    it("says 'Please select a future date and time' for a slot in the past", () => {
      expect(fieldsOf(appointmentSchema, at(-2 * MINUTE))).toEqual({ appointment_date: FUTURE });
      expect(fieldsOf(appointmentSchema, at(-30 * DAY))).toEqual({ appointment_date: FUTURE });
    });

    it("allows one minute of clock skew between the browser and the server", () => {
      expect(fieldsOf(appointmentSchema, at(-59_000))).toEqual({});
      expect(fieldsOf(appointmentSchema, at(-MINUTE))).toEqual({ appointment_date: FUTURE });
      expect(fieldsOf(appointmentSchema, at(MINUTE))).toEqual({});
    });

    it("checks the future against the clock at the time of the check", () => {
      const booking = at(10 * MINUTE);
      expect(fieldsOf(appointmentSchema, booking)).toEqual({});
      jest.setSystemTime(NOW + 12 * MINUTE);
      expect(fieldsOf(appointmentSchema, booking)).toEqual({ appointment_date: FUTURE });
    });

    it("takes the instant with any offset, and the time the student picked", () => {
      const slot = { appointment_date: "2026-12-02T10:00:00Z", appointment_time: "10:00" };
      expect(parsed(appointmentSchema, appointment(slot)).appointment_at.toISOString()).toBe(
        "2026-12-02T10:00:00.000Z",
      );
      const withMs = {
        appointment_date: "2026-12-02T09:00:00.000-04:00",
        appointment_time: "09:00",
      };
      expect(parsed(appointmentSchema, appointment(withMs)).appointment_at.toISOString()).toBe(
        "2026-12-02T13:00:00.000Z",
      );
      const noSeconds = { appointment_date: "2026-12-02T18:45+05:30", appointment_time: "18:45" };
      expect(errors(noSeconds)).toEqual({});
    });

    it.each([
      "2026-12-02T10:00:00",
      "2026-12-02",
      "02/12/2026 10:00",
      "2026-12-02T10:00:00 +05:30",
      "2026-13-02T10:00:00+05:30",
      "tomorrow",
    ])("says %j is not a valid date and time", (date) => {
      expect(errors({ appointment_date: date, appointment_time: "10:00" })).toEqual({
        appointment_date: INVALID,
      });
    });

    it.each(["2027-02-30T10:00:00+05:30", "2027-04-31T10:00:00+05:30"])(
      "says %j, a day the calendar does not have, is not a valid date and time",
      (date) => {
        expect(errors({ appointment_date: date, appointment_time: "10:00" })).toEqual({
          appointment_date: INVALID,
        });
      },
    );

    it.each([123, true, { date: "2026-12-02" }])("refuses a date sent as %j", (date) => {
      expect(errors({ appointment_date: date })).toEqual({ appointment_date: INVALID });
    });

    it.each(["24:00", "9:30", "10:60", "10:00:00", 1000])("says the time %j is not valid", (t) => {
      expect(
        errors({ appointment_date: "2026-12-02T10:00:00+05:30", appointment_time: t }),
      ).toEqual({ appointment_time: INVALID });
    });

    it("refuses a time that differs from the one inside the chosen instant", () => {
      expect(
        errors({ appointment_date: "2026-12-02T10:00:00+05:30", appointment_time: "11:00" }),
      ).toEqual({ appointment_time: "The time does not match the chosen date and time" });
    });

    it("takes slots up to 12 months ahead and no further", () => {
      expect(fieldsOf(appointmentSchema, at(366 * DAY))).toEqual({});
      expect(fieldsOf(appointmentSchema, at(366 * DAY + MINUTE))).toEqual({
        appointment_date: "Please choose a date within the next 12 months",
      });
    });
  });

  describe("query", () => {
    it.each([undefined, "", "   "])("says 'Query is required' for %j", (query) => {
      expect(errors({ query })).toEqual({ query: "Query is required" });
    });

    it("takes 10 to 500 characters", () => {
      expect(errors({ query: "Too short" })).toEqual({
        query: "Query must be at least 10 characters long",
      });
      expect(errors({ query: "Ten chars!" })).toEqual({});
      expect(errors({ query: "a    b    c" })).toEqual({
        query: "Query must be at least 10 characters long",
      });
      expect(errors({ query: "q".repeat(500) })).toEqual({});
      expect(errors({ query: "q".repeat(501) })).toEqual({
        query: "Query cannot exceed 500 characters",
      });
    });
  });

  it.each([undefined, false, "yes"])("needs consent, not %j", (consent) => {
    expect(errors({ consent })).toEqual({
      consent: "Please tick the box to agree to the privacy notice",
    });
  });

  it("shows every error of an empty form at once", () => {
    expect(fieldsOf(appointmentSchema, {})).toEqual({
      name: "Name is required",
      email: "Email is required",
      phone: "Phone number is required",
      branch_course: "Course is required",
      study_year: "Year of study is required",
      mentor_domain: "Mentor domain is required",
      appointment_date: BOTH,
      appointment_time: BOTH,
      query: "Query is required",
      consent: "Please tick the box to agree to the privacy notice",
    });
  });

  it("checks the date while other fields still show errors", () => {
    expect(fieldsOf(appointmentSchema, { ...at(-DAY), name: "", query: "" })).toEqual({
      name: "Name is required",
      query: "Query is required",
      appointment_date: FUTURE,
    });
  });
});

describe("mentorship schema in Hindi", () => {
  const hindi = appointmentSchemaIn("hi");
  const m = messagesIn("hi");

  it("is English for English and for a body that names no language", () => {
    expect(appointmentSchemaIn("en")).toBe(appointmentSchema);
    expect(appointmentSchemaFor("en")).toBe(appointmentSchema);
    expect(appointmentSchemaFor(undefined)).toBe(appointmentSchema);
  });

  it("is chosen by the body's language; one it does not offer gets English and is refused", () => {
    expect(appointmentSchemaFor("hi")).toBe(hindi);
    for (const language of ["fr", "", 7, ["hi"]]) {
      expect(appointmentSchemaFor(language)).toBe(appointmentSchema);
      expect(Object.keys(fieldsOf(appointmentSchema, { ...at(DAY), language }))).toEqual([
        "language",
      ]);
    }
  });

  it("keeps the language the form was shown in", () => {
    expect(parsed(hindi, { ...at(DAY), language: "hi" }).language).toBe("hi");
  });

  it("has the same rules, with every message of an empty form in Hindi", () => {
    expect(fieldsOf(hindi, {})).toEqual({
      name: m.nameRequired,
      email: m.emailRequired,
      phone: m.phoneRequired,
      branch_course: m.courseRequired,
      study_year: m.studyYear,
      mentor_domain: m.mentorDomain,
      appointment_date: m.dateTimeRequired,
      appointment_time: m.dateTimeRequired,
      query: m.queryRequired,
      consent: m.consent,
    });
    expect(m.dateTimeRequired).toBe("तारीख़ और समय दोनों ज़रूरी हैं");
  });

  it("words the date and length rules in Hindi", () => {
    const hindiErrors = (overrides: Record<string, unknown>) =>
      fieldsOf(hindi, appointment({ ...istInstant(NOW + DAY), ...overrides }));
    expect(fieldsOf(hindi, at(-DAY))).toEqual({ appointment_date: m.future });
    expect(fieldsOf(hindi, at(367 * DAY))).toEqual({ appointment_date: m.tooFar });
    expect(hindiErrors({ name: "Meera2", query: "Too short", study_year: 5 })).toEqual({
      name: m.nameLetters,
      query: m.queryMin,
      study_year: m.studyYearRange,
    });
    expect(hindiErrors({ branch_course: "B" })).toEqual({ branch_course: m.courseMin });
  });
});

import { formOptions } from "@/lib/content/forms";
import { coderSheetLeadSchema, homeLeadSchema, leadSchemaFor } from "@/lib/validations/lead";
import { coderSheetLead, homeLead } from "../fixtures/submissions";
import { fieldsOf, parsed } from "./zod-fields";

const PHONE = "Please enter a valid 10-digit phone number";
const CONSENT = "Please tick the box to agree to the privacy notice";
const ROLE = "Please choose who you are";

describe("home form schema", () => {
  it("accepts the form as a student fills it and keeps what the institute needs", () => {
    expect(parsed(homeLeadSchema, homeLead())).toEqual({
      source: "home",
      name: "Asha Verma",
      email: "asha.verma@gmail.com",
      phone: "9876543210",
      linkedin_url: "https://www.linkedin.com/in/asha-verma",
      role: "student",
      program: "Python Programming",
      expertise: undefined,
      query: "Do you run weekend batches?",
      consent: true,
      website: "",
    });
  });

  describe("name", () => {
    it.each([
      ["Asha R@o 3rd", "Asha Ro rd"],
      ["  Asha   Verma  ", "Asha Verma"],
      ["Dr. Asha_Verma!", "Dr AshaVerma"],
      ["José Müller", "José Müller"],
    ])("strips %j down to letters and spaces: %j", (name, stored) => {
      expect(parsed(homeLeadSchema, homeLead({ name })).name).toBe(stored);
    });

    it.each([undefined, "", "   ", "1234 !!", 42])("asks for a name when it is %j", (name) => {
      expect(fieldsOf(homeLeadSchema, homeLead({ name }))).toEqual({ name: "Name is required" });
    });

    it("refuses more than 50 letters", () => {
      expect(parsed(homeLeadSchema, homeLead({ name: "A".repeat(50) })).name).toHaveLength(50);
      expect(fieldsOf(homeLeadSchema, homeLead({ name: "A".repeat(51) }))).toEqual({
        name: "Name cannot exceed 50 characters",
      });
    });
  });

  describe("email", () => {
    it("matches the allow-list whatever the case and stores the address lower-case", () => {
      expect(parsed(homeLeadSchema, homeLead({ email: " Asha.Verma@GMAIL.Com " })).email).toBe(
        "asha.verma@gmail.com",
      );
    });

    it("accepts every domain on the allow-list", () => {
      for (const domain of formOptions.allowedEmailDomains) {
        expect([domain, fieldsOf(homeLeadSchema, homeLead({ email: `me@${domain}` }))]).toEqual([
          domain,
          {},
        ]);
      }
    });

    it.each(["asha@company.com", "asha@gmail.co", "asha@mail.gmail.com", "asha@gmail.com.evil.in"])(
      "refuses %s, whose domain is not on the allow-list",
      (email) => {
        expect(fieldsOf(homeLeadSchema, homeLead({ email }))).toEqual({
          email: "Please enter an email address with an allowed domain",
        });
      },
    );

    it.each(["asha", "asha@", "@gmail.com", "asha verma@gmail.com"])(
      "says %j is not an email address",
      (email) => {
        expect(fieldsOf(homeLeadSchema, homeLead({ email }))).toEqual({
          email: "Please enter a valid email address",
        });
      },
    );

    it.each([undefined, ""])("asks for an email when it is %j", (email) => {
      expect(fieldsOf(homeLeadSchema, homeLead({ email }))).toEqual({ email: "Email is required" });
    });
  });

  describe("phone", () => {
    it.each([
      ["+91 98765 43210", "9876543210"],
      ["098765 43210", "9876543210"],
      ["98765-43210", "9876543210"],
      ["919876543210", "9876543210"],
    ])("stores %j as %j", (phone, stored) => {
      expect(parsed(homeLeadSchema, homeLead({ phone })).phone).toBe(stored);
    });

    it.each([undefined, "", "98765", "98765432101", "+1 555 010 9999", "abcdefghij", 9876543210])(
      "refuses %j",
      (phone) => {
        expect(fieldsOf(homeLeadSchema, homeLead({ phone }))).toEqual({ phone: PHONE });
      },
    );
  });

  describe("role", () => {
    it.each([
      ["Student", "student"],
      ["Developer", "developer"],
      ["Trainer", "trainer"],
      ["Others", "other"],
      ["other", "other"],
      [" DEVELOPER ", "developer"],
    ])("stores %j canonically as %j", (role, stored) => {
      const body = homeLead({ role, expertise: "Teaching Java" });
      expect(parsed(homeLeadSchema, body).role).toBe(stored);
    });

    it.each([undefined, "", "Admin", 3])("asks who they are when the role is %j", (role) => {
      expect(fieldsOf(homeLeadSchema, homeLead({ role }))).toEqual({ role: ROLE });
    });
  });

  describe("program and expertise", () => {
    it.each(formOptions.programs)("lets a student choose %s", (program) => {
      expect(parsed(homeLeadSchema, homeLead({ program })).program).toBe(program);
    });

    it("has exactly the six programs of the spec", () => {
      expect(formOptions.programs).toEqual([
        "C Programming",
        "Java Programming",
        "Python Programming",
        "Full Stack Development",
        "Cybersecurity",
        "Machine Learning",
      ]);
    });

    it.each([undefined, "", "Rust Programming", "python programming"])(
      "asks a student to choose a program when it is %j",
      (program) => {
        expect(fieldsOf(homeLeadSchema, homeLead({ program }))).toEqual({
          program: "Please choose a program",
        });
      },
    );

    it.each(["Developer", "Trainer", "Others"])("asks a %s to specify their expertise", (role) => {
      for (const expertise of [undefined, "", "   "]) {
        expect(fieldsOf(homeLeadSchema, homeLead({ role, expertise }))).toEqual({
          expertise: "Please specify your expertise",
        });
      }
    });

    it("refuses expertise over 200 characters", () => {
      const body = homeLead({ role: "Developer", expertise: "x".repeat(201) });
      expect(fieldsOf(homeLeadSchema, body)).toEqual({
        expertise: "Expertise cannot exceed 200 characters",
      });
    });

    it("drops a student's expertise and the others' program", () => {
      const student = parsed(
        homeLeadSchema,
        homeLead({ role: "Student", expertise: "left over from another choice" }),
      );
      expect([student.program, student.expertise]).toEqual(["Python Programming", undefined]);
      const trainer = parsed(
        homeLeadSchema,
        homeLead({ role: "Trainer", program: "Java Programming", expertise: "Corporate Java" }),
      );
      expect([trainer.program, trainer.expertise]).toEqual([undefined, "Corporate Java"]);
    });

    it("does not ask for a program while the role itself is wrong", () => {
      expect(fieldsOf(homeLeadSchema, homeLead({ role: "Admin", program: "" }))).toEqual({
        role: ROLE,
      });
    });
  });

  describe("LinkedIn", () => {
    it.each([undefined, "", "  ", null])("is optional: %j is accepted as not given", (url) => {
      expect(parsed(homeLeadSchema, homeLead({ linkedin_url: url })).linkedin_url).toBeUndefined();
    });

    it.each(["http://linkedin.com/in/asha", "https://www.linkedin.com/in/asha-verma"])(
      "accepts %s",
      (url) => {
        expect(parsed(homeLeadSchema, homeLead({ linkedin_url: url })).linkedin_url).toBe(url);
      },
    );

    it.each([
      "linkedin.com/in/asha",
      "ftp://linkedin.com/in/asha",
      "javascript:alert(1)",
      `https://linkedin.com/${"a".repeat(300)}`,
      7,
    ])("refuses %j", (url) => {
      expect(fieldsOf(homeLeadSchema, homeLead({ linkedin_url: url }))).toEqual({
        linkedin_url: "Please enter a full link that starts with http:// or https://",
      });
    });
  });

  describe("query", () => {
    it("is optional and at most 500 characters", () => {
      expect(parsed(homeLeadSchema, homeLead({ query: "" })).query).toBeUndefined();
      expect(parsed(homeLeadSchema, homeLead({ query: "q".repeat(500) })).query).toHaveLength(500);
      expect(fieldsOf(homeLeadSchema, homeLead({ query: "q".repeat(501) }))).toEqual({
        query: "Query cannot exceed 500 characters",
      });
    });
  });

  it.each([undefined, false, "true", 1, null])("needs consent to be exactly true, not %j", (c) => {
    expect(fieldsOf(homeLeadSchema, homeLead({ consent: c }))).toEqual({ consent: CONSENT });
  });

  it("shows every error of an empty form at once", () => {
    expect(fieldsOf(homeLeadSchema, { source: "home" })).toEqual({
      name: "Name is required",
      email: "Email is required",
      phone: PHONE,
      role: ROLE,
      consent: CONSENT,
    });
    expect(
      fieldsOf(homeLeadSchema, homeLead({ email: "asha@company.com", phone: "123", program: "" })),
    ).toEqual({
      email: "Please enter an email address with an allowed domain",
      phone: PHONE,
      program: "Please choose a program",
    });
  });
});

describe("coder sheet schema", () => {
  it("accepts the gate form and stores the role and contact details canonically", () => {
    expect(
      parsed(
        coderSheetLeadSchema,
        coderSheetLead({ email: "Rohan@College.EDU.in", phone: "+91 91234 56780" }),
      ),
    ).toEqual({
      source: "coder_sheet",
      name: "Rohan Mehta",
      email: "rohan@college.edu.in",
      phone: "9123456780",
      role: "developer",
      query: "I want the graph problems sheet",
      consent: true,
      website: "",
    });
  });

  it.each([undefined, "", "   "])("says 'Name is required' for %j", (name) => {
    expect(fieldsOf(coderSheetLeadSchema, coderSheetLead({ name }))).toEqual({
      name: "Name is required",
    });
  });

  it.each(["Rohan1", "Rohan_Mehta", "R. Mehta", "Rohan 😀"])(
    "says %j can only contain alphabets and spaces",
    (name) => {
      expect(fieldsOf(coderSheetLeadSchema, coderSheetLead({ name }))).toEqual({
        name: "Name can only contain alphabets and spaces",
      });
    },
  );

  it("takes 2 to 50 letters", () => {
    expect(fieldsOf(coderSheetLeadSchema, coderSheetLead({ name: "R" }))).toEqual({
      name: "Name must be at least 2 characters long",
    });
    expect(fieldsOf(coderSheetLeadSchema, coderSheetLead({ name: "Ro" }))).toEqual({});
    expect(fieldsOf(coderSheetLeadSchema, coderSheetLead({ name: "R".repeat(50) }))).toEqual({});
    expect(fieldsOf(coderSheetLeadSchema, coderSheetLead({ name: "R".repeat(51) }))).toEqual({
      name: "Name cannot exceed 50 characters",
    });
  });

  it.each(["rohan", "rohan@", "rohan@college", "rohan @college.in"])(
    "says 'Please enter a valid email address' for %j",
    (email) => {
      expect(fieldsOf(coderSheetLeadSchema, coderSheetLead({ email }))).toEqual({
        email: "Please enter a valid email address",
      });
    },
  );

  it("takes any well-formed email: the allow-list is the home form's rule", () => {
    expect(fieldsOf(coderSheetLeadSchema, coderSheetLead({ email: "r@company.com" }))).toEqual({});
  });

  it.each([undefined, "", "91234", "912345678012345"])("needs 10 phone digits, not %j", (phone) => {
    expect(fieldsOf(coderSheetLeadSchema, coderSheetLead({ phone }))).toEqual({ phone: PHONE });
  });

  it.each([
    ["student", "student"],
    ["Student", "student"],
    ["developer", "developer"],
    ["other", "other"],
  ])("stores the role %j as %j", (role, stored) => {
    expect(parsed(coderSheetLeadSchema, coderSheetLead({ role })).role).toBe(stored);
  });

  it.each(["trainer", "", undefined])(
    "refuses the role %j, which the gate does not offer",
    (role) => {
      expect(fieldsOf(coderSheetLeadSchema, coderSheetLead({ role }))).toEqual({ role: ROLE });
    },
  );

  it.each([undefined, "", "    "])("says 'Query is required' for %j", (query) => {
    expect(fieldsOf(coderSheetLeadSchema, coderSheetLead({ query }))).toEqual({
      query: "Query is required",
    });
  });

  it("takes a query of up to 500 characters", () => {
    expect(fieldsOf(coderSheetLeadSchema, coderSheetLead({ query: "q".repeat(500) }))).toEqual({});
    expect(fieldsOf(coderSheetLeadSchema, coderSheetLead({ query: "q".repeat(501) }))).toEqual({
      query: "Query cannot exceed 500 characters",
    });
  });

  it.each([undefined, false, "on"])("needs consent, not %j", (consent) => {
    expect(fieldsOf(coderSheetLeadSchema, coderSheetLead({ consent }))).toEqual({
      consent: CONSENT,
    });
  });
});

describe("leadSchemaFor", () => {
  it("picks the schema of the form named by `source`", () => {
    expect(leadSchemaFor("home")).toBe(homeLeadSchema);
    expect(leadSchemaFor("coder_sheet")).toBe(coderSheetLeadSchema);
    for (const source of [undefined, "Home", "admin", 1, null]) {
      expect(leadSchemaFor(source)).toBeNull();
    }
  });
});

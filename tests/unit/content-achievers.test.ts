/** @jest-environment node */
// The achievers staff edit (lib/content-store/achievers.ts): a fresh install shows today's
// achievers exactly (same people, companies, photos, order), nothing about them is made up, every
// field refuses bad input with a message an editor can act on, publishing needs a consent record
// (and the editor flags a published achiever without one), and the page groups them by company
// in the order companies first appear, with today's logos.
import {
  type Achiever,
  achieverSchema,
  blankAchiever,
  groupByCompany,
  seedAchievers,
} from "@/lib/content-store/achievers";
import { NO_CONSENT_FLAG } from "@/lib/content-store/consent";
import { kindSpec } from "@/lib/content-store/kinds";
import { achieverCompanies } from "@/lib/content/people";

const CONSENT_MESSAGE =
  "Record the achiever's written consent before publishing: its date and how it was given.";

const asha: Achiever = {
  ...blankAchiever,
  name: "Asha Verma",
  company: "Infosys",
  program: { en: "DSA with C++", hi: "C++ के साथ DSA" },
  duration: { en: "6 months", hi: "6 महीने" },
  fee: "paid",
  package: "4.5 LPA",
  year: 2025,
  consent: { date: "2025-06-30", form: "signed-form" },
};

/** The field messages of a value the schema refuses, by dotted path. */
function refusals(value: unknown): Record<string, string> {
  const result = achieverSchema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("today's achievers, the seeds", () => {
  it("are today's people, company by company, in the page's order, with their photos", () => {
    expect(seedAchievers.map((a) => [a.company, a.name, a.photo])).toEqual(
      achieverCompanies.flatMap((c) =>
        c.people.map((p) => [
          c.company,
          p.name,
          { src: p.photo.src, width: p.photo.width, height: p.photo.height },
        ]),
      ),
    );
    expect(seedAchievers).toHaveLength(16);
    expect(seedAchievers[0]!.photoAlt).toEqual({
      en: "Photo of Achyut Jha",
      hi: "Achyut Jha की फ़ोटो",
    });
  });

  it("claim nothing the institute has not given, and carry no consent record", () => {
    for (const a of seedAchievers) {
      expect(a).toMatchObject({
        role: { en: "", hi: "" },
        package: "",
        year: null,
        program: { en: "", hi: "" },
        duration: { en: "", hi: "" },
        fee: null,
        consent: null,
      });
    }
  });

  it("are flagged in the editor as lacking a consent record", () => {
    const spec = kindSpec("achiever");
    expect(spec.flags?.(seedAchievers[0]!)).toEqual([NO_CONSENT_FLAG]);
    expect(spec.flags?.(asha)).toEqual([]);
  });
});

describe("publishing", () => {
  const mayPublish = kindSpec("achiever").mayPublish!;

  it("is refused without a consent record, the message under the consent field", () => {
    const refuse = () => mayPublish({ ...asha, consent: null });
    expect(refuse).toThrow(CONSENT_MESSAGE);
    try {
      refuse();
    } catch (error) {
      expect(error).toMatchObject({
        code: "validation_failed",
        status: 422,
        fields: { consent: CONSENT_MESSAGE },
      });
    }
  });

  it("is allowed with one; a draft without one is still valid", () => {
    expect(() => mayPublish(asha)).not.toThrow();
    expect(achieverSchema.parse({ ...asha, consent: null }).consent).toBeNull();
  });

  it("takes both consent inputs left empty as no record", () => {
    expect(achieverSchema.parse({ ...asha, consent: { date: "", form: "" } }).consent).toBeNull();
  });
});

describe("the schema's messages", () => {
  it("asks for a name and a company", () => {
    expect(refusals(blankAchiever)).toEqual({
      name: "Write the achiever's name.",
      company: "Write the company that hired them.",
    });
  });

  it("refuses a half-recorded, impossible or future consent", () => {
    expect(refusals({ ...asha, consent: { date: "2025-06-30", form: "" } })).toEqual({
      "consent.form": "Choose how the consent was given.",
    });
    expect(refusals({ ...asha, consent: { date: "", form: "email" } })).toEqual({
      "consent.date": "Write the date the consent was given, such as 2025-06-30.",
    });
    expect(refusals({ ...asha, consent: { date: "2025-02-30", form: "email" } })).toEqual({
      "consent.date": "This date does not exist: check the day and the month.",
    });
    expect(refusals({ ...asha, consent: { date: "2999-01-01", form: "email" } })).toEqual({
      "consent.date": "The consent cannot be dated after today.",
    });
  });

  it("refuses a year that is not one, and a package too long", () => {
    const year = "Write the year of the placement, such as 2024, or leave it empty.";
    expect(refusals({ ...asha, year: 24 })).toEqual({ year });
    expect(refusals({ ...asha, year: 2024.5 })).toEqual({ year });
    expect(refusals({ ...asha, year: Number.NaN })).toEqual({ year });
    expect(refusals({ ...asha, package: "x".repeat(41) })).toEqual({
      package: "Write the package in 40 characters at most.",
    });
  });

  it("asks what a photo shows, and for English beside Hindi", () => {
    const photo = { id: "0123456789abcdef0123456789abcdef", width: 640, height: 640 };
    expect(refusals({ ...asha, photo })).toEqual({
      "photoAlt.en": "Say in a few words what the photo shows, e.g. Photo of Asha Verma.",
    });
    expect(
      achieverSchema.safeParse({ ...asha, photo, photoAlt: { en: "Photo of Asha", hi: "" } })
        .success,
    ).toBe(true);
    expect(refusals({ ...asha, program: { en: "", hi: "DSA" } })).toEqual({
      "program.en": "Write the English too: Hindi pages fall back to it.",
    });
  });

  it("refuses a paid-or-free other than those two, and any unknown field", () => {
    expect(refusals({ ...asha, fee: "cheap" })).toEqual({
      fee: "Choose paid, free or not known.",
    });
    expect(achieverSchema.safeParse({ ...asha, salary: "10 LPA" }).success).toBe(false);
  });
});

describe("the page's slides", () => {
  it("are today's three companies with their logos, for the seeds", () => {
    const groups = groupByCompany(seedAchievers);
    expect(groups.map((g) => [g.company, g.people.length, g.logo?.src])).toEqual(
      achieverCompanies.map((c) => [c.company, c.people.length, c.logo.src]),
    );
  });

  it("keep the order companies first appear in, a new company without a logo", () => {
    const tcs = seedAchievers.find((a) => a.company === "TCS")!;
    const groups = groupByCompany([asha, tcs, { ...asha, name: "Ravi Sen", company: "infosys" }]);
    expect(groups.map((g) => [g.company, g.people.map((p) => p.name), g.logo])).toEqual([
      ["Infosys", ["Asha Verma", "Ravi Sen"], null],
      ["TCS", [tcs.name], achieverCompanies[1]!.logo],
    ]);
  });
});

/** @jest-environment node */
// The mentors staff edit (lib/content-store/mentors.ts): a fresh install shows today's mentors
// exactly (names, portraits, order) and says nothing about them that the institute has not
// given; the new fields refuse bad input with a message an editor can act on.
import { type Mentor, blankMentor, mentorSchema, seedMentors } from "@/lib/content-store/mentors";
import { homeMentors } from "@/lib/content/people";

const meera: Mentor = {
  ...blankMentor,
  name: "Meera Pandey",
  expertise: { en: "DSA and competitive programming", hi: "" },
  years: 6,
  companies: ["TCS", "Tech Mahindra"],
};

function refusals(value: unknown): Record<string, string> {
  const result = mentorSchema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("today's mentors, the seeds", () => {
  it("are today's 15 mentors in the carousel's order, with their portraits", () => {
    expect(seedMentors.map((m) => [m.name, m.photo, m.photoAlt])).toEqual(
      homeMentors.map((m) => [
        m.name,
        { src: m.photo.src, width: m.photo.width, height: m.photo.height },
        m.photo.alt,
      ]),
    );
    expect(seedMentors).toHaveLength(15);
  });

  it("claim no expertise, years or companies: the institute has not given them", () => {
    for (const m of seedMentors) {
      expect(m).toMatchObject({ expertise: { en: "", hi: "" }, years: null, companies: [] });
    }
  });
});

describe("the schema's messages", () => {
  it("asks for a name; everything else may stay empty", () => {
    expect(refusals(blankMentor)).toEqual({ name: "Write the mentor's name." });
    expect(mentorSchema.safeParse({ ...blankMentor, name: "Piyush" }).success).toBe(true);
    expect(mentorSchema.parse(meera)).toEqual(meera);
  });

  it("refuses years that are not a whole number from 1 to 60", () => {
    expect(refusals({ ...meera, years: 0 })).toEqual({
      years: "Leave it empty for less than a year.",
    });
    expect(refusals({ ...meera, years: 2.5 })).toEqual({
      years: "Write a whole number of years, or leave it empty.",
    });
    expect(refusals({ ...meera, years: 61 })).toEqual({
      years: "Write the years of experience (60 at most).",
    });
  });

  it("refuses too many companies, or one with too long a name", () => {
    expect(refusals({ ...meera, companies: Array.from({ length: 9 }, (_, i) => `C${i}`) })).toEqual(
      { companies: "Name 8 companies at most." },
    );
    expect(refusals({ ...meera, companies: ["x".repeat(81)] })).toEqual({
      "companies.0": "A company name is 80 characters at most.",
    });
  });

  it("asks what an uploaded photo shows, and for English beside Hindi", () => {
    const photo = { id: "0123456789abcdef0123456789abcdef", width: 640, height: 640 };
    expect(refusals({ ...meera, photo })).toEqual({
      "photoAlt.en": "Say in a few words what the photo shows, e.g. Photo of Asha Verma.",
    });
    expect(refusals({ ...meera, expertise: { en: "", hi: "DSA" } })).toEqual({
      "expertise.en": "Write the English too: Hindi pages fall back to it.",
    });
    expect(mentorSchema.safeParse({ ...meera, rank: 82 }).success).toBe(false);
  });
});

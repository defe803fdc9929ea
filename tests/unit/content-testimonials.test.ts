/** @jest-environment node */
// The testimonials staff edit (lib/content-store/testimonials.ts): a fresh install shows today's
// home reviews and heads of department's quotes exactly, still as samples; every field refuses
// bad input with a message an editor can act on; a real testimonial is published only with the
// person's consent record, and a sample only exactly as it was shipped.
import { NO_CONSENT_FLAG } from "@/lib/content-store/consent";
import { kindSpec } from "@/lib/content-store/kinds";
import {
  SAMPLE_FLAG,
  type Testimonial,
  blankTestimonial,
  seedTestimonials,
  testimonialSchema,
} from "@/lib/content-store/testimonials";
import { hodTestimonials } from "@/lib/content/college";
import { reviews } from "@/lib/content/home";

const CONSENT_MESSAGE =
  "Record the person's written consent before publishing: its date and how it was given.";
const SAMPLE_MESSAGE =
  "A sample can only be shown as it was shipped. For new words, untick “Sample” and record the person's written consent: a testimonial is a real person's own words.";

const real: Testimonial = {
  ...blankTestimonial,
  text: { en: "The mock interviews got me ready for TCS.", hi: "" },
  name: "Asha Verma",
  role: { en: "B.Tech 2025, GGITS", hi: "बी.टेक 2025, GGITS" },
  rating: 5,
  consent: { date: "2025-06-30", form: "signed-form" },
};

function refusals(value: unknown): Record<string, string> {
  const result = testimonialSchema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

/** What publishing `item` throws, or null. */
function refusalOf(item: Testimonial): unknown {
  try {
    kindSpec("testimonial").mayPublish!(item);
    return null;
  } catch (error) {
    return error;
  }
}

describe("today's testimonials, the seeds", () => {
  it("are the home page's reviews, then the heads of department's quotes, in order", () => {
    const home = seedTestimonials.filter((t) => t.placement === "home");
    const college = seedTestimonials.filter((t) => t.placement === "college");
    expect(seedTestimonials).toEqual([...home, ...college]);
    expect(home.map((t) => [t.name, t.text, t.rating, t.sample])).toEqual(
      reviews.map((r) => [r.name, r.text, r.rating, r.sample]),
    );
    expect(college.map((t) => [t.role, t.text, t.rating, t.sample])).toEqual(
      hodTestimonials.map((t) => [t.role, t.quote, null, t.sample]),
    );
  });

  it("are all samples, name no one at a college, carry no photo and no consent record", () => {
    for (const t of seedTestimonials) {
      expect(t).toMatchObject({ sample: true, photo: null, consent: null });
    }
    for (const t of seedTestimonials.filter((s) => s.placement === "college")) {
      expect(t.name).toBe("");
    }
  });

  it("are flagged in the editor as samples; a real one without consent is flagged too", () => {
    const flags = kindSpec("testimonial").flags!;
    expect(flags(seedTestimonials[0]!)).toEqual([SAMPLE_FLAG]);
    expect(flags(real)).toEqual([]);
    expect(flags({ ...real, consent: null })).toEqual([NO_CONSENT_FLAG]);
  });
});

describe("publishing", () => {
  it("refuses a real testimonial without a consent record, the message under the consent field", () => {
    expect(refusalOf({ ...real, consent: null })).toMatchObject({
      status: 422,
      message: CONSENT_MESSAGE,
      fields: { consent: CONSENT_MESSAGE },
    });
    expect(refusalOf(real)).toBeNull();
  });

  it("allows a sample only as it was shipped, so no new words go out as a sample", () => {
    const sample = seedTestimonials[2]!;
    expect(refusalOf(sample)).toBeNull();
    // As read back from the database: the same value with its keys in another order.
    const reordered = Object.fromEntries(Object.entries(sample).reverse()) as Testimonial;
    expect(refusalOf(reordered)).toBeNull();
    const edited = { ...sample, text: { ...sample.text, en: "Best institute in Jabalpur!" } };
    expect(refusalOf(edited)).toMatchObject({ status: 422, fields: { sample: SAMPLE_MESSAGE } });
    expect(refusalOf({ ...real, sample: true })).toMatchObject({
      fields: { sample: SAMPLE_MESSAGE },
    });
  });

  it("starts a new one as a real testimonial, never a sample", () => {
    expect(blankTestimonial.sample).toBe(false);
  });
});

describe("the schema's messages", () => {
  it("asks for the words, and for a name or a role", () => {
    expect(refusals(blankTestimonial)).toEqual({
      "text.en": "Write the English text.",
      name: "Write the person's name, their role, or both.",
    });
    expect(testimonialSchema.safeParse({ ...real, name: "" }).success).toBe(true);
  });

  it("refuses stars outside 1 to 5, a page it cannot show on, and an unknown field", () => {
    const rating = "Choose a rating from 1 to 5, or none.";
    expect(refusals({ ...real, rating: 0 })).toEqual({ rating });
    expect(refusals({ ...real, rating: 6 })).toEqual({ rating });
    expect(refusals({ ...real, placement: "footer" })).toEqual({
      placement: "Choose the page that shows it.",
    });
    expect(testimonialSchema.safeParse({ ...real, likes: 3 }).success).toBe(false);
  });

  it("asks what a photo shows, and for English beside Hindi", () => {
    const photo = { id: "0123456789abcdef0123456789abcdef", width: 640, height: 640 };
    expect(refusals({ ...real, photo })).toEqual({
      "photoAlt.en": "Say in a few words what the photo shows, e.g. Photo of Asha Verma.",
    });
    // An id that is not one of ours (the form only ever sends what the upload answered).
    expect(
      refusals({ ...real, photo: { id: "../etc", width: 1, height: 1 }, photoAlt: real.role }),
    ).toEqual({ "photo.id": "Upload the photo again." });
    expect(refusals({ ...real, role: { en: "", hi: "छात्रा" } })).toEqual({
      "role.en": "Write the English too: Hindi pages fall back to it.",
    });
  });

  it("takes both consent inputs left empty as no record", () => {
    expect(
      testimonialSchema.parse({ ...real, consent: { date: "", form: "" } }).consent,
    ).toBeNull();
  });
});

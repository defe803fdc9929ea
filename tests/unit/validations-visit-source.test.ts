// The visit's source fields every form accepts (lib/validations/visit-source.ts), and the home
// form's "How did you hear about us?": all optional, each bounded, refused with a message in the
// form's language.
import type { ZodType } from "zod";
import { appointmentSchema } from "@/lib/validations/appointment";
import { coderSheetLeadSchema, homeLeadSchema, homeLeadSchemaIn } from "@/lib/validations/lead";
import { messagesIn } from "@/lib/validations/messages";
import { appointment, coderSheetLead, homeLead, visitSource } from "../fixtures/submissions";
import { fieldsOf, parsed } from "./zod-fields";

const SOURCE_MESSAGE = messagesIn("en").visitSource;
const HEARD_MESSAGE = messagesIn("en").heardFrom;

const FORMS: [string, ZodType, (overrides?: Record<string, unknown>) => unknown][] = [
  ["home", homeLeadSchema, homeLead],
  ["coder sheet", coderSheetLeadSchema, coderSheetLead],
  ["booking", appointmentSchema, appointment],
];

describe.each(FORMS)("the %s form's source fields", (_, schema, body) => {
  it("are all optional", () => {
    expect(parsed(schema, body())).not.toHaveProperty("first_utm_source", expect.anything());
  });

  it("keep what the browser sent, tags tidied the same way", () => {
    const data = parsed(
      schema,
      body(
        visitSource({
          first_utm_source: "  Instagram ",
          first_utm_campaign: " Diwali   Offer ",
          latest_referrer: "Google.com",
          latest_utm_medium: "   ",
          first_referrer: null,
        }),
      ),
    ) as Record<string, unknown>;
    expect(data).toMatchObject({
      first_utm_source: "instagram",
      first_utm_medium: "social",
      first_utm_campaign: "Diwali Offer",
      first_landing: "/programs/dsa",
      latest_referrer: "google.com",
      latest_landing: "/",
    });
    expect(data.latest_utm_medium).toBeUndefined();
    expect(data.first_referrer).toBeUndefined();
  });

  it("accept a tag of 100 characters and a path of 300", () => {
    const data = parsed(
      schema,
      body({ first_utm_campaign: "c".repeat(100), first_landing: `/${"p".repeat(299)}` }),
    ) as Record<string, unknown>;
    expect(data.first_utm_campaign).toHaveLength(100);
  });

  it.each([
    ["first_utm_source", "s".repeat(101)],
    ["latest_utm_campaign", 42],
    ["first_utm_medium", ["social"]],
    ["first_referrer", "https://google.com/search"],
    ["latest_referrer", "google.com/path"],
    ["latest_referrer", "goo gle.com"],
    ["first_referrer", "-google.com"],
    ["first_referrer", `${"a".repeat(250)}.com`],
    ["first_landing", "programs/dsa"],
    ["first_landing", "https://evil.example/"],
    ["latest_landing", "/a b"],
    ["latest_landing", `/${"p".repeat(300)}`],
    ["first_landing", "/\u0000"],
    ["first_landing", { path: "/" }],
  ])("refuse %s = %j with one message", (field, value) => {
    expect(fieldsOf(schema, body({ [field]: value }))).toEqual({ [field]: SOURCE_MESSAGE });
  });
});

describe("How did you hear about us? (home form only)", () => {
  it.each(["instagram", "friend", "college", "other"])("accepts %s", (heard_from) => {
    expect(parsed(homeLeadSchema, homeLead({ heard_from })).heard_from).toBe(heard_from);
  });

  it.each(["", null, undefined, "  "])("is optional: %j means no answer", (heard_from) => {
    expect(parsed(homeLeadSchema, homeLead({ heard_from })).heard_from).toBeUndefined();
  });

  it.each(["tv", "Instagram", 3, ["friend"]])("refuses %j", (heard_from) => {
    expect(fieldsOf(homeLeadSchema, homeLead({ heard_from }))).toEqual({
      heard_from: HEARD_MESSAGE,
    });
  });

  it("answers in Hindi on the Hindi form", () => {
    expect(fieldsOf(homeLeadSchemaIn("hi"), homeLead({ heard_from: "tv" }))).toEqual({
      heard_from: messagesIn("hi").heardFrom,
    });
    expect(fieldsOf(homeLeadSchemaIn("hi"), homeLead({ first_landing: "x" }))).toEqual({
      first_landing: messagesIn("hi").visitSource,
    });
  });

  it("is not the coder sheet's: a sent answer is dropped", () => {
    expect(
      parsed(coderSheetLeadSchema, coderSheetLead({ heard_from: "friend" })),
    ).not.toHaveProperty("heard_from");
  });
});

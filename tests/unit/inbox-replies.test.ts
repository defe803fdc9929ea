/** @jest-environment node */
// The one-tap replies of a submission's page: the templates filled for the person in their
// language (the first version reads as the inbox's greeting did), a fact left empty leaving its
// line out, unknown placeholders refused when an admin saves, and the WhatsApp and email links
// bounded and encoded so the person's own app opens with the text ready.
import { type Facts, seedFacts } from "@/lib/content-store/facts";
import {
  REPLY_LIMITS,
  placeholderProblem,
  replyTemplatesSchema,
  seedReplyTemplates,
} from "@/lib/content-store/replies";
import {
  bounded,
  fillTemplate,
  mailtoLink,
  replyLinks,
  replyValues,
  type ReplySubject,
} from "@/lib/inbox/replies";

// Saturday 28 November 2026, 17:30 India time.
const SLOT = new Date("2026-11-28T17:30:00+05:30");
const ASHA = { phone: "98765 43210", email: "asha.verma@gmail.com" };

function links(
  language: "en" | "hi",
  subject: ReplySubject,
  name = "Asha Verma",
  facts = seedFacts,
) {
  const form = "slot" in subject ? "booking" : "enquiry";
  const values = replyValues(language, { name, staffName: "Neha Sharma", subject, facts });
  const built = replyLinks(seedReplyTemplates, form, language, values, ASHA);
  const whatsapp = new URL(built.whatsapp);
  const mail = new URL(built.email);
  return {
    whatsapp: `${whatsapp.origin}${whatsapp.pathname}`,
    text: whatsapp.searchParams.get("text")!,
    to: mail.pathname,
    subject: mail.searchParams.get("subject")!,
    body: mail.searchParams.get("body")!,
    raw: built,
  };
}

describe("the replies' first version", () => {
  it("greets an English enquirer by first name, from the counsellor, about their program", () => {
    const reply = links("en", { program: "Python Programming" });
    expect(reply.whatsapp).toBe("https://wa.me/919876543210");
    expect(reply.text).toBe(
      "Hello Asha, this is Neha from Coder House, Jabalpur. You asked us about Python Programming. Is this a good time to talk?",
    );
    expect(reply.to).toBe("asha.verma@gmail.com");
    expect(reply.subject).toBe("Your enquiry about Python Programming at Coder House");
    expect(reply.body).toMatch(/^Hello Asha,\r\n\r\nThank you for asking us about Python/);
    expect(reply.body).toContain(`Call us: ${seedFacts.phone}\r\n`);
    expect(reply.body).toContain("Visit us: 3rd Floor, above Indian Bank, MR-4 Road, Vijay Nagar");
    expect(reply.body).toMatch(/Warm regards,\r\nNeha\r\nCoder House$/);
  });

  it("writes to a person who used the Hindi site in Hindi, with जी and the facts in Hindi", () => {
    const reply = links("hi", { program: null }, "आशा वर्मा");
    expect(reply.text).toBe(
      "नमस्ते आशा जी, मैं Neha, Coder House, जबलपुर से। आपने हमसे कोडिंग कोर्स के बारे में पूछा था। क्या अभी बात करने का सही समय है?",
    );
    expect(reply.subject).toBe("Coder House में कोडिंग कोर्स के बारे में आपकी पूछताछ");
    expect(reply.body).toMatch(/^नमस्ते आशा जी,/);
    expect(reply.body).toContain("पता: तीसरी मंज़िल, इंडियन बैंक के ऊपर, MR-4 रोड, विजय नगर");
    expect(reply.body).toContain(`फ़ोन: ${seedFacts.phone}`);
  });

  it("names a booking's session and subject, in either language", () => {
    const en = links("en", { slot: SLOT, domain: "dsa" }, "Meera Iyer");
    expect(en.text).toBe(
      "Hello Meera, this is Neha from Coder House, Jabalpur, about your mentorship session on Sat 28 Nov, 5:30 pm. Is this a good time to talk?",
    );
    expect(en.subject).toBe("Your mentorship session on Sat 28 Nov, 5:30 pm");
    expect(en.body).toContain("a mentorship session in DSA with Coder House");
    const hi = links("hi", { slot: SLOT, domain: "dsa" }, "Meera Iyer");
    expect(hi.text).toContain("आपके मेंटरशिप सेशन (शनि 28 नव॰, शाम 5:30 बजे) के बारे में");
    expect(hi.body).toContain("डेटा स्ट्रक्चर (DSA) में मेंटरशिप सेशन");
  });

  it("uses only known placeholders, the same ones in both languages", () => {
    for (const set of Object.values(seedReplyTemplates))
      for (const text of Object.values(set)) {
        expect([placeholderProblem(text.en), placeholderProblem(text.hi)]).toEqual([null, null]);
        const names = (t: string) =>
          [...new Set([...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();
        expect(names(text.hi)).toEqual(names(text.en));
        expect(text.hi).toMatch(/[\u0900-\u097F]/);
      }
  });
});

describe("filling a template", () => {
  it("leaves out a line whose fact is empty, never inventing one", () => {
    const facts: Facts = { ...seedFacts, phone: "", address: { ...seedFacts.address, lines: [] } };
    const reply = links("en", { program: "Cybersecurity" }, "Asha", facts);
    expect(reply.body).not.toMatch(/Call us|Visit us/);
    expect(reply.body).toMatch(/reply to this email\.\r\n\r\nWarm regards,/);
  });

  it("fills every occurrence and closes up the blank lines left", () => {
    expect(
      fillTemplate("Hi {first_name}!\n\n{session}\n\n\nBye {first_name}", {
        first_name: "Asha",
        session: "",
      }),
    ).toBe("Hi Asha!\n\nBye Asha");
  });
});

describe("what an admin may save", () => {
  const withText = (whatsapp: string) => ({
    ...seedReplyTemplates,
    enquiry: { ...seedReplyTemplates.enquiry, whatsapp: { en: whatsapp, hi: "" } },
  });
  const problem = (whatsapp: string) => {
    const parsed = replyTemplatesSchema.safeParse(withText(whatsapp));
    return parsed.success ? null : parsed.error.issues.map((i) => [i.path.join("."), i.message]);
  };

  it("refuses an unknown placeholder, naming it and the ones there are", () => {
    expect(problem("Hello {name}")).toEqual([
      [
        "enquiry.whatsapp.en",
        "Unknown placeholder {name}. Use only {first_name}, {program}, {session}, {counsellor}, {institute_phone}, {institute_email}, {institute_address}.",
      ],
    ]);
    expect(problem("Hello {first name}")![0]![1]).toMatch(/^Unknown placeholder \{first name\}/);
  });

  it("refuses a brace that is not a whole placeholder", () => {
    expect(problem("Hello {first_name")![0]![1]).toMatch(/^Braces are only for placeholders/);
  });

  it("takes known placeholders, an empty Hindi and no more than the limit", () => {
    expect(problem("Hello {first_name}, call {institute_phone}")).toBeNull();
    expect(problem("")![0]).toEqual(["enquiry.whatsapp.en", "Write the English text."]);
    expect(problem("x".repeat(REPLY_LIMITS.whatsapp + 1))![0]![1]).toBe(
      `At most ${REPLY_LIMITS.whatsapp} characters.`,
    );
  });
});

describe("the links", () => {
  it("encodes everything, with CRLF line breaks in the email", () => {
    const link = mailtoLink("a+b@example.com", "Fees & dates?", "Line 1\nLine 2 #3");
    expect(link).toBe(
      "mailto:a%2Bb@example.com?subject=Fees%20%26%20dates%3F&body=Line%201%0D%0ALine%202%20%233",
    );
  });

  it("bounds the text, cutting between whole Hindi letters", () => {
    const long = "नमस्ते ".repeat(400);
    const cut = bounded(long, 100);
    expect([...new Intl.Segmenter("hi", { granularity: "grapheme" }).segment(cut)]).toHaveLength(
      100,
    );
    expect(cut.endsWith("…")).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(bounded("short", 100)).toBe("short");
  });

  it("keeps a long filled reply within its bound", () => {
    const reply = links("hi", { program: "क".repeat(3000) });
    expect(reply.text.length).toBeLessThanOrEqual(REPLY_LIMITS.whatsapp * 2);
    expect(reply.text.endsWith("…")).toBe(true);
    expect(reply.subject.endsWith("…")).toBe(true);
    expect(reply.raw.email.length).toBeLessThan(20_000);
  });
});

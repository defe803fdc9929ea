/** @jest-environment node */
// The first WhatsApp message from a submission's page: in the language the person used on the
// site, from the staff member by first name, about their program or the session they booked.
import { slotText, whatsAppLink, whatsAppText } from "@/lib/inbox/greeting";

// Saturday 28 November 2026, 17:30 India time.
const SLOT = new Date("2026-11-28T17:30:00+05:30");

describe("the WhatsApp greeting", () => {
  it("asks an English enquirer about their program", () => {
    expect(
      whatsAppText("en", {
        name: "Asha Verma",
        staffName: "Neha Sharma",
        subject: { program: "Python Programming" },
      }),
    ).toBe(
      "Hello Asha, this is Neha from Coder House, Jabalpur. You asked us about Python Programming. Is this a good time to talk?",
    );
  });

  it("names a booking's slot", () => {
    expect(
      whatsAppText("en", { name: "Meera Iyer", staffName: "Neha", subject: { slot: SLOT } }),
    ).toBe(
      "Hello Meera, this is Neha from Coder House, Jabalpur, about your mentorship session on Sat 28 Nov, 5:30 pm. Is this a good time to talk?",
    );
  });

  it("greets a person who used the Hindi site in Hindi, with जी and आप", () => {
    const enquiry = whatsAppText("hi", {
      name: "आशा वर्मा",
      staffName: "Neha Sharma",
      subject: { program: null },
    });
    expect(enquiry).toBe(
      "नमस्ते आशा जी, मैं Neha, Coder House, जबलपुर से। आपने हमारे कोडिंग कोर्स के बारे में पूछा था। क्या अभी बात करने का सही समय है?",
    );
    const booking = whatsAppText("hi", {
      name: "Meera",
      staffName: "Neha",
      subject: { slot: SLOT },
    });
    expect(booking).toContain("आपके मेंटरशिप सेशन (शनि 28 नव॰, शाम 5:30 बजे) के बारे में");
  });

  it.each([
    ["2026-11-28T09:05:00+05:30", "Sat 28 Nov, 9:05 am", "शनि 28 नव॰, सुबह 9:05 बजे"],
    ["2026-11-29T12:00:00+05:30", "Sun 29 Nov, 12:00 pm", "रवि 29 नव॰, दोपहर 12:00 बजे"],
    ["2026-12-31T21:30:00+05:30", "Thu 31 Dec, 9:30 pm", "गुरु 31 दिस॰, रात 9:30 बजे"],
  ])("writes %s on India's clock", (at, en, hi) => {
    expect(slotText(new Date(at), "en")).toBe(en);
    expect(slotText(new Date(at), "hi")).toBe(hi);
  });

  it("links to the Indian number with the text ready", () => {
    const link = new URL(whatsAppLink("9876543210", "Hello Asha?"));
    expect(`${link.origin}${link.pathname}`).toBe("https://wa.me/919876543210");
    expect(link.searchParams.get("text")).toBe("Hello Asha?");
  });
});

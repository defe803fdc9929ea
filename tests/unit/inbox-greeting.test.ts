/** @jest-environment node */
// What a submission's replies are built from: a booked session on India's clock in the person's
// language, and the wa.me link to their number however it was written. The replies themselves:
// inbox-replies.test.ts.
import { slotText, whatsAppLink } from "@/lib/inbox/greeting";

describe("a session and a WhatsApp link", () => {
  it.each([
    ["2026-11-28T09:05:00+05:30", "Sat 28 Nov, 9:05 am", "शनि 28 नव॰, सुबह 9:05 बजे"],
    ["2026-11-29T12:00:00+05:30", "Sun 29 Nov, 12:00 pm", "रवि 29 नव॰, दोपहर 12:00 बजे"],
    ["2026-12-31T21:30:00+05:30", "Thu 31 Dec, 9:30 pm", "गुरु 31 दिस॰, रात 9:30 बजे"],
  ])("writes %s on India's clock", (at, en, hi) => {
    expect(slotText(new Date(at), "en")).toBe(en);
    expect(slotText(new Date(at), "hi")).toBe(hi);
  });

  it("links to the Indian number with the text ready", () => {
    for (const phone of ["9876543210", "98765 43210", "+91-98765 43210", "09876543210"]) {
      const link = new URL(whatsAppLink(phone, "Hello Asha?"));
      expect(`${link.origin}${link.pathname}`).toBe("https://wa.me/919876543210");
      expect(link.searchParams.get("text")).toBe("Hello Asha?");
    }
  });
});

// What the replies to a person are built from (lib/inbox/replies.ts): a booked session written on
// India's clock in their language, and the wa.me link to their number. Isomorphic and pure.
import type { Locale } from "@/lib/i18n/locales";
import { normalisePhone } from "@/lib/validations/input-filters";

const INDIA_OFFSET_MS = 330 * 60_000;

const NAMES: Record<Locale, { days: string[]; months: string[] }> = {
  en: {
    days: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
    months: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  },
  hi: {
    days: ["रवि", "सोम", "मंगल", "बुध", "गुरु", "शुक्र", "शनि"],
    months: ["जन॰", "फ़र॰", "मार्च", "अप्रैल", "मई", "जून", "जुल॰", "अग॰", "सित॰", "अक्तू॰", "नव॰", "दिस॰"],
  },
};

/** Hindi names the part of the day with the hour: सुबह 9:00 बजे, शाम 5:30 बजे. */
function hindiDayPart(hour: number): string {
  if (hour < 4 || hour >= 20) return "रात";
  return hour < 12 ? "सुबह" : hour < 16 ? "दोपहर" : "शाम";
}

/** A session on India's clock: "Sat 28 Nov, 5:30 pm" or "शनि 28 नव॰, शाम 5:30 बजे". */
export function slotText(at: Date, language: Locale): string {
  const wall = new Date(at.getTime() + INDIA_OFFSET_MS); // read through its UTC fields
  const { days, months } = NAMES[language];
  const date = `${days[wall.getUTCDay()]} ${wall.getUTCDate()} ${months[wall.getUTCMonth()]}`;
  const hour = wall.getUTCHours();
  const clock = `${hour % 12 || 12}:${String(wall.getUTCMinutes()).padStart(2, "0")}`;
  return language === "hi"
    ? `${date}, ${hindiDayPart(hour)} ${clock} बजे`
    : `${date}, ${clock} ${hour < 12 ? "am" : "pm"}`;
}

/**
 * A wa.me link to an Indian mobile number with `text` ready to send: the number however it was
 * written ("98765 43210", "+91-9876543210", "09876543210") as 91 and its ten digits.
 */
export function whatsAppLink(phone: string, text: string): string {
  const digits = normalisePhone(phone);
  const international = digits.length === 10 ? `91${digits}` : digits;
  return `https://wa.me/${international}?text=${encodeURIComponent(text)}`;
}

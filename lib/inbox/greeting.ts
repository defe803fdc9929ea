// The first WhatsApp message a staff member sends a person, in the language they used on the site
// (the row's notice_language): who writes, from where, and what the person asked about or which
// session they booked. Isomorphic and pure.
import type { Locale } from "@/lib/i18n/locales";
import { site } from "@/lib/site";

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

export type GreetingSubject = { program: string | null } | { slot: Date };

/** The greeting, from `staffName` to `name`, about an enquiry's program or a booked session. */
export function whatsAppText(
  language: Locale,
  { name, staffName, subject }: { name: string; staffName: string; subject: GreetingSubject },
): string {
  const first = (full: string) => full.trim().split(/\s+/)[0] ?? full;
  const [person, staff] = [first(name), first(staffName)];
  if (language === "hi") {
    const about =
      "slot" in subject
        ? `आपके मेंटरशिप सेशन (${slotText(subject.slot, "hi")}) के बारे में बात करनी थी।`
        : subject.program
          ? `आपने हमसे ${subject.program} के बारे में पूछा था।`
          : "आपने हमारे कोडिंग कोर्स के बारे में पूछा था।";
    return `नमस्ते ${person} जी, मैं ${staff}, ${site.name}, जबलपुर से। ${about} क्या अभी बात करने का सही समय है?`;
  }
  const from = `Hello ${person}, this is ${staff} from ${site.name}, Jabalpur`;
  const opening =
    "slot" in subject
      ? `${from}, about your mentorship session on ${slotText(subject.slot, "en")}.`
      : `${from}. You asked us about ${subject.program ?? "our coding programs"}.`;
  return `${opening} Is this a good time to talk?`;
}

/** A wa.me link to an Indian mobile number with `text` ready to send. */
export const whatsAppLink = (phone: string, text: string) =>
  `https://wa.me/91${phone}?text=${encodeURIComponent(text)}`;

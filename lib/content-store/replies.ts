// The replies a staff member sends from a submission's page in one tap: for each form (an enquiry,
// a mentorship booking) one WhatsApp text and one email (subject and body), in English and Hindi,
// with a few placeholders filled from the submission, the staff member and the institute's facts
// (lib/inbox/replies.ts fills them). Admins edit them in the content editor; what is below is the
// first version. Isomorphic: the editor's form checks with the same schema the server does.
import { z } from "zod";

/** Every placeholder a template may use, and what it becomes. Anything else in braces is refused. */
export const REPLY_PLACEHOLDERS = {
  first_name: "the person's first name",
  program: "the program they asked about (a booking: its mentorship subject)",
  session: "a booking's session, day and time in India (an enquiry has none)",
  counsellor: "your first name",
  institute_phone: "the phone number in Institute facts",
  institute_email: "the email in Institute facts",
  institute_address: "the address in Institute facts, on one line",
} as const;
export type ReplyPlaceholder = keyof typeof REPLY_PLACEHOLDERS;

/** A placeholder as written in a template: {first_name}. */
export const PLACEHOLDER = /\{([^{}]*)\}/g;

/** The longest template, and the longest text a link carries once filled (lib/inbox/replies.ts). */
export const REPLY_LIMITS = { whatsapp: 1000, subject: 150, body: 1500 } as const;

const KNOWN = Object.keys(REPLY_PLACEHOLDERS).map((name) => `{${name}}`);

/** Why a template cannot be used as written, or null: an unknown placeholder or a stray brace. */
export function placeholderProblem(template: string): string | null {
  const unknown = [...template.matchAll(PLACEHOLDER)]
    .map((m) => m[1]!)
    .filter((name) => !Object.hasOwn(REPLY_PLACEHOLDERS, name));
  if (unknown.length > 0)
    return `Unknown placeholder {${unknown[0]}}. Use only ${KNOWN.join(", ")}.`;
  if (/[{}]/.test(template.replace(PLACEHOLDER, "")))
    return `Braces are only for placeholders, written whole: ${KNOWN.join(", ")}.`;
  return null;
}

const template = (max: number, min = 0) =>
  z
    .string()
    .trim()
    .min(min, "Write the English text.")
    .max(max, `At most ${max} characters.`)
    .superRefine((text, ctx) => {
      const problem = placeholderProblem(text);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });

/** A template in both languages: the Hindi may wait, and then Hindi speakers get the English. */
const bilingual = (max: number) => z.object({ en: template(max, 1), hi: template(max) }).strict();

const replySetSchema = z
  .object({
    whatsapp: bilingual(REPLY_LIMITS.whatsapp),
    subject: bilingual(REPLY_LIMITS.subject),
    body: bilingual(REPLY_LIMITS.body),
  })
  .strict();

export const replyTemplatesSchema = z
  .object({ enquiry: replySetSchema, booking: replySetSchema })
  .strict();
export type ReplyTemplates = z.infer<typeof replyTemplatesSchema>;
export type ReplyForm = keyof ReplyTemplates;

const SIGN_OFF = {
  en: "Call us: {institute_phone}\nVisit us: {institute_address}\n\nWarm regards,\n{counsellor}\nCoder House",
  hi: "फ़ोन: {institute_phone}\nपता: {institute_address}\n\nसादर,\n{counsellor}\nCoder House",
};

/** The first version: short and warm, as the inbox's greeting was; facts only by placeholder. */
export const seedReplyTemplates: ReplyTemplates = replyTemplatesSchema.parse({
  enquiry: {
    whatsapp: {
      en: "Hello {first_name}, this is {counsellor} from Coder House, Jabalpur. You asked us about {program}. Is this a good time to talk?",
      hi: "नमस्ते {first_name} जी, मैं {counsellor}, Coder House, जबलपुर से। आपने हमसे {program} के बारे में पूछा था। क्या अभी बात करने का सही समय है?",
    },
    subject: {
      en: "Your enquiry about {program} at Coder House",
      hi: "Coder House में {program} के बारे में आपकी पूछताछ",
    },
    body: {
      en: `Hello {first_name},\n\nThank you for asking us about {program}. I am {counsellor}, a counsellor at Coder House, and I would be glad to help you find the right batch.\n\nWhen is a good time to call you? You can also simply reply to this email.\n\n${SIGN_OFF.en}`,
      hi: `नमस्ते {first_name} जी,\n\n{program} के बारे में पूछने के लिए धन्यवाद। मैं {counsellor}, Coder House में काउंसलर हूँ। सही बैच चुनने में हम आपकी पूरी मदद करेंगे।\n\nआपको फ़ोन करने के लिए कौन-सा समय ठीक रहेगा? आप इस ईमेल का जवाब भी दे सकते हैं।\n\n${SIGN_OFF.hi}`,
    },
  },
  booking: {
    whatsapp: {
      en: "Hello {first_name}, this is {counsellor} from Coder House, Jabalpur, about your mentorship session on {session}. Is this a good time to talk?",
      hi: "नमस्ते {first_name} जी, मैं {counsellor}, Coder House, जबलपुर से। आपके मेंटरशिप सेशन ({session}) के बारे में बात करनी थी। क्या अभी बात करने का सही समय है?",
    },
    subject: {
      en: "Your mentorship session on {session}",
      hi: "आपका मेंटरशिप सेशन: {session}",
    },
    body: {
      en: `Hello {first_name},\n\nThank you for booking a mentorship session in {program} with Coder House. I am {counsellor}, and I am writing about your session on {session}.\n\nPlease reply to confirm that this time suits you, or tell us a better one.\n\n${SIGN_OFF.en}`,
      hi: `नमस्ते {first_name} जी,\n\nCoder House के साथ {program} में मेंटरशिप सेशन बुक करने के लिए धन्यवाद। मैं {counsellor}, Coder House से। यह ईमेल आपके सेशन ({session}) के बारे में है।\n\nकृपया जवाब देकर बताएँ कि यह समय आपके लिए ठीक है, या कोई दूसरा समय सुझाएँ।\n\n${SIGN_OFF.hi}`,
    },
  },
});

export const replyTemplatesTitle = () => "Reply templates";

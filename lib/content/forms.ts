// What the three forms offer and say: choices, the email allow-list and the consent notices.
// Staff edit this file; lib/validations/ builds the rules from it.
import { z } from "zod";

const DOMAIN = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/;

export const formOptionsSchema = z.object({
  /** Home form: mail domains a lead may use (compared lower-case). */
  allowedEmailDomains: z.array(z.string().regex(DOMAIN, "must be a lower-case mail domain")).min(1),
  /** Home form: the six programs a student can ask about. */
  programs: z.array(z.string().min(1)).length(6),
  /** Mentorship form: the value sent and the label shown for each mentor domain. */
  mentorDomains: z
    .array(z.object({ value: z.string().regex(/^[a-z]+$/), label: z.string().min(1) }))
    .length(6),
});

export const formOptions = formOptionsSchema.parse({
  allowedEmailDomains: `
    gmail.com yahoo.com hotmail.com aol.com hotmail.co.uk hotmail.fr msn.com yahoo.fr wanadoo.fr
    orange.fr comcast.net yahoo.co.uk yahoo.com.br yahoo.co.in live.com rediffmail.com free.fr gmx.de
    web.de yandex.ru ymail.com libero.it outlook.com uol.com.br bol.com.br mail.ru cox.net hotmail.it
    sbcglobal.net sfr.fr live.fr verizon.net live.co.uk googlemail.com yahoo.es ig.com.br live.nl
    bigpond.com terra.com.br yahoo.it neuf.fr yahoo.de alice.it rocketmail.com att.net laposte.net
    bellsouth.net yahoo.in hotmail.es charter.net yahoo.ca yahoo.com.au rambler.ru
    hotmail.de tiscali.it shaw.ca yahoo.co.jp sky.com earthlink.net optonline.net freenet.de
    t-online.de aliceadsl.fr virgilio.it home.nl qq.com telenet.be me.com yahoo.com.ar tiscali.co.uk
    yahoo.com.mx voila.fr gmx.net mail.com planet.nl tin.it live.it ntlworld.com arcor.de yahoo.co.id
    frontiernet.net hetnet.nl live.com.au yahoo.com.sg zonnet.nl club-internet.fr juno.com
    optusnet.com.au blueyonder.co.uk bluewin.ch skynet.be sympatico.ca windstream.net mac.com
    centurytel.net chello.nl live.ca aim.com bigpond.net.au
    icloud.com proton.me protonmail.com outlook.in
  `
    .trim()
    .split(/\s+/),
  programs: [
    "C Programming",
    "Java Programming",
    "Python Programming",
    "Full Stack Development",
    "Cybersecurity",
    "Machine Learning",
  ],
  mentorDomains: [
    { value: "frontend", label: "Frontend" },
    { value: "dsa", label: "DSA" },
    { value: "backend", label: "Backend" },
    { value: "uiux", label: "UI & UX" },
    { value: "aiml", label: "AI & ML" },
    { value: "cyber", label: "Cybersecurity" },
  ],
});

export const consentNoticeSchema = z.object({
  /** Stored with every submission; change it whenever a notice's wording changes. */
  version: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  checkboxLabel: z.string().min(1),
  lead: z.string().min(1),
  coderSheet: z.string().min(1),
  appointment: z.string().min(1),
});

export const consentNotice = consentNoticeSchema.parse({
  version: "2026-11-23",
  checkboxLabel:
    "I agree that Coder House may store these details and contact me about my request.",
  lead:
    "We collect your name, email, phone, LinkedIn link (if given) and what you are interested in, " +
    "only to reply to you about our programs. We keep them for up to 12 months after you send " +
    "this form or after our last contact, whichever is later.",
  coderSheet:
    "We collect your name, email, phone, role and question to send you coding resources and " +
    "answer your question. We keep them for up to 12 months after you send this form or after " +
    "our last contact, whichever is later.",
  appointment:
    "We collect your contact details, course, year, chosen domain, preferred time and question " +
    "only to arrange your mentorship session. We keep them for up to 12 months after the " +
    "session or our last contact, whichever is later.",
});

const label = z.string().min(1);

/** The words on the three forms. Tests find fields by these labels, so keep each unique per form. */
export const formCopySchema = z.object({
  common: z.object({
    name: label,
    email: label,
    phone: label,
    role: label,
    consentLinkText: label,
    sending: label,
    /** Shown only when scripts are off: the forms cannot send then. */
    needsScript: label.regex(/\{phone\}[^]*\{email\}/, "needs {phone}, then {email}"),
  }),
  home: z.object({
    title: label,
    intro: label,
    roles: z.array(z.object({ value: label, label })).length(4),
    linkedin: label,
    program: label,
    programPlaceholder: label,
    expertise: label,
    query: label,
    submit: label,
    successTitle: label,
    successButton: label,
  }),
  coderSheet: z.object({
    title: z.literal("Fill the Form for Coding Resources"),
    roles: z.array(z.object({ value: label, label })).length(3),
    query: label,
    submit: label,
    success: label,
    /** How long the success message stays, in milliseconds (SPEC section 9: 5 s). */
    successMs: z.number().int().positive(),
  }),
  mentorship: z.object({
    open: z.literal("Book Mentorship Session"),
    title: label,
    branchCourse: label,
    studyYear: label,
    studyYearPlaceholder: label,
    mentorDomain: label,
    mentorDomainPlaceholder: label,
    date: label,
    time: label,
    query: label,
    submit: label,
    close: label,
    successTitle: label,
    successButton: label,
  }),
});

export const formCopy = formCopySchema.parse({
  common: {
    name: "Full name",
    email: "Email",
    phone: "Phone number",
    role: "I am a",
    consentLinkText: "Read our privacy policy",
    sending: "Sending…",
    needsScript:
      "This form needs JavaScript, which is switched off in this browser. You can call us on {phone} or write to {email} instead.",
  },
  home: {
    title: "Talk to us about your next step",
    intro: "Leave your details and a counsellor will call you back within one working day.",
    roles: [
      { value: "Student", label: "Student" },
      { value: "Developer", label: "Developer" },
      { value: "Trainer", label: "Trainer" },
      { value: "Others", label: "Other" },
    ],
    linkedin: "LinkedIn profile (optional)",
    program: "Program you are interested in",
    programPlaceholder: "Choose a program",
    expertise: "Your area of expertise",
    query: "Anything you would like to ask? (optional)",
    submit: "Send enquiry",
    successTitle: "Thank you!",
    successButton: "OK",
  },
  coderSheet: {
    title: "Fill the Form for Coding Resources",
    roles: [
      { value: "student", label: "Student" },
      { value: "developer", label: "Developer" },
      { value: "other", label: "Other" },
    ],
    query: "What would you like help with?",
    submit: "Get the resources",
    success: "Thank you! Your coding resources are open below.",
    successMs: 5000,
  },
  mentorship: {
    open: "Book Mentorship Session",
    title: "Book a mentorship session",
    branchCourse: "Branch or course",
    studyYear: "Year of study",
    studyYearPlaceholder: "Choose your year",
    mentorDomain: "Mentor domain",
    mentorDomainPlaceholder: "Choose a domain",
    date: "Preferred date",
    time: "Preferred time",
    query: "What would you like to discuss?",
    submit: "Book session",
    close: "Close",
    successTitle: "Your session is requested",
    successButton: "Close",
  },
});

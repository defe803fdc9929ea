// Terms and conditions (/Terms&Conditions) and privacy policy (/privacy), as typed data.
import { z } from "zod";
import { addressLine, site } from "@/lib/site";
import { PROGRESS_TTL_MS } from "@/lib/live-data/progress";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be an ISO date (YYYY-MM-DD)");
const anchorId = z.string().regex(/^[a-z0-9-]+$/, "must be a kebab-case anchor id");

/** A titled block of a legal page: paragraphs, then an optional bullet list. */
export const legalSectionSchema = z.object({
  id: anchorId,
  heading: z.string().min(1),
  paragraphs: z.array(z.string().min(1)).min(1),
  points: z.array(z.string().min(1)).optional(),
  /** Show the institute's email, phone and address as links after the text. */
  showContact: z.boolean().optional(),
});
export type LegalSection = z.infer<typeof legalSectionSchema>;

export const termsSchema = z.object({
  title: z.string().min(1),
  effectiveDate: isoDate,
  intro: z.string().min(1),
  /** The spec's eleven numbered sections, shown as an ordered list. */
  sections: z.array(legalSectionSchema).length(11),
});
export type Terms = z.infer<typeof termsSchema>;

/**
 * What a stored submission's period is counted from: the day it was sent, or the session date
 * of a booking. Either way a later contact with the person restarts it.
 */
export const RETENTION_STARTS = ["submission", "session"] as const;
export type RetentionStart = (typeof RETENTION_STARTS)[number];

/**
 * A period the daily retention job (lib/services/retention.ts) enforces. The policy's wording is
 * made from the same numbers by retentionText(), so the page and the job cannot disagree.
 */
export const storedRetentionSchema = z.object({
  months: z.number().int().min(1).max(120),
  countedFrom: z.enum(RETENTION_STARTS),
  /** A sentence said after the period, e.g. what happens when the person enrols. */
  note: z.string().min(1).optional(),
});
export type StoredRetention = z.infer<typeof storedRetentionSchema>;

/**
 * One way personal data reaches the institute. Each new form on the site adds an entry here, so
 * the policy always lists what is collected, why, for how long and who else sees it.
 */
export const dataSourceSchema = z.object({
  id: anchorId,
  name: z.string().min(1),
  collected: z.string().min(1),
  purpose: z.string().min(1),
  /** Free text, or a period the retention job enforces on the database (see storedRetention). */
  retention: z.union([z.string().min(1), storedRetentionSchema]),
  sharedWith: z.string().min(1),
});
export type DataSource = z.infer<typeof dataSourceSchema>;

const RETENTION_START_WORDS: Record<RetentionStart, string> = {
  submission: "after you send the form or after our last contact with you",
  session: "after the session date or after our last contact with you",
};

/** The sentence /privacy shows under "How long we keep it". */
export function retentionText(retention: DataSource["retention"]): string {
  if (typeof retention === "string") return retention;
  const { months, countedFrom, note } = retention;
  const period = months === 1 ? "1 month" : `${months} months`;
  const rule = `Up to ${period} ${RETENTION_START_WORDS[countedFrom]}, whichever is later. Then it is deleted automatically.`;
  return note ? `${rule} ${note}` : rule;
}

/** The enforced period of one of the policy's data sources; throws if it gives none. */
export function storedRetention(policy: Privacy, sourceId: string): StoredRetention {
  const retention = policy.dataSources.find((d) => d.id === sourceId)?.retention;
  if (!retention || typeof retention === "string") {
    throw new Error(`The privacy policy gives "${sourceId}" no enforced retention period.`);
  }
  return retention;
}

/** Headings of the four facts given for each data source. */
export const dataSourceLabels = {
  collected: "What we receive",
  purpose: "Why",
  retention: "How long we keep it",
  sharedWith: "Who else sees it",
} as const satisfies Record<keyof Omit<DataSource, "id" | "name">, string>;

export const privacySchema = z.object({
  title: z.string().min(1),
  lastUpdated: isoDate,
  intro: z.string().min(1),
  /** Sections shown before the list of data sources. */
  before: z.array(legalSectionSchema).min(1),
  dataSourcesHeading: z.string().min(1),
  dataSourcesIntro: z.string().min(1),
  dataSources: z.array(dataSourceSchema).min(1),
  /** Sections shown after it: sharing, security, children, rights, changes, contact. */
  after: z.array(legalSectionSchema).min(1),
});
export type Privacy = z.infer<typeof privacySchema>;

const contactLines = `${site.name}, ${addressLine("en")}`;

/**
 * How long the staff audit log (lib/services/audit.ts) keeps each entry; the daily purge
 * (lib/services/retention-job.ts) deletes older ones, and the policy below states this number.
 */
export const AUDIT_KEEP_MONTHS = 12;
/** How long we take at most to answer a request to see, correct or erase data. */
export const REQUEST_ANSWER_DAYS = 30;

/** Labels of the contact block that sections with `showContact` end with. */
export const contactLabels = { email: "Email", phone: "Phone", post: "Post" } as const;

export const terms: Terms = termsSchema.parse({
  title: "Terms and Conditions",
  effectiveDate: "2025-01-01",
  intro: `These terms apply to the ${site.name} website and to the programs ${site.name} runs at its centre in ${site.address.city}. Please read them before you use the site or join a program.`,
  sections: [
    {
      id: "about-these-terms",
      heading: "About these terms",
      paragraphs: [
        `${site.name} is a coding-training and placement-preparation institute run by ${site.legalName} ("we", "us"). In these terms, "you" means anyone who visits this website or enquires about, joins or attends one of our programs.`,
        "By using this website or joining a program you agree to these terms. If you do not agree with them, please do not use the site.",
      ],
    },
    {
      id: "using-this-website",
      heading: "Using this website",
      paragraphs: [
        "You may browse the site, read the roadmaps, notes and practice lists, and share links to its pages for your own learning and to help others learn.",
      ],
      points: [
        "Do not use the site for anything unlawful, or in a way that harms other visitors or the institute.",
        "Do not try to break into the site, overload it, or collect its content in bulk with automated tools.",
        "When you send us your details, for example through the contact form, give information that is true and your own.",
        "We try to keep the site accurate and available, but we may change, pause or remove any part of it without notice.",
      ],
    },
    {
      id: "programs-and-fees",
      heading: "Programs, enrolment and fees",
      paragraphs: [
        "Program descriptions, durations, batch timings and fees on this website are a guide. The details that apply to you are the ones we confirm to you in writing when you enrol.",
        "Fees are payable as set out in that confirmation. Refunds, if any, follow the refund terms given to you at enrolment.",
        "We may move a batch to another time or combine small batches, and we will tell you in advance. If we cancel a batch before it starts, you may choose a place in another batch or a refund of the fees you paid for it.",
      ],
    },
    {
      id: "placement-outcomes",
      heading: "Placement support and results",
      paragraphs: [
        "Our training, mock tests, mock interviews and guidance are meant to improve your chances in campus and off-campus recruitment. Whether you are hired, and at what salary, is decided by employers.",
        "We do not promise a job, an interview or a salary to anyone. Figures such as average salary hikes or the number of careers transformed describe past students and are not a promise about your results.",
      ],
    },
    {
      id: "conduct",
      heading: "Conduct in class and online",
      paragraphs: [
        "We want every student, and especially every young woman in tech who learns with us, to feel safe and respected.",
      ],
      points: [
        "Treat mentors, staff and fellow students with respect; harassment or discrimination of any kind is not tolerated.",
        "Do your own work in assignments, contests and mock tests.",
        "Take care of the centre, its computers and its network, and follow the instructions of our staff.",
        "We may suspend or end the enrolment of anyone who seriously or repeatedly breaks these rules, after hearing their side.",
      ],
    },
    {
      id: "intellectual-property",
      heading: "Intellectual property",
      paragraphs: [
        `The text, design, roadmaps, notes, practice lists and documents on this site, and the course material we give you, belong to ${site.legalName} or to the people who licensed them to us.`,
        "You may use them for your own learning. You may not copy, sell, republish or teach from them commercially without our written permission.",
        "Company names and logos shown on the site belong to their owners and are used only to describe where our students have been placed or which exams we prepare for.",
      ],
    },
    {
      id: "third-party-links",
      heading: "Third-party links and services",
      paragraphs: [
        "The site links to services we do not run, such as Google Forms and Google Docs, coding platforms like Codeforces, AtCoder and LeetCode, contest listings, maps and social networks.",
        "Those services have their own terms and privacy policies, which apply when you use them. We are not responsible for their content or availability.",
      ],
    },
    {
      id: "limitation-of-liability",
      heading: "Limitation of liability",
      paragraphs: [
        "The website and its free resources are provided as they are, without any warranty that they are complete, error-free or always available.",
        "To the extent the law allows, we are not liable for indirect or consequential loss arising from your use of the website. Our total liability to you in connection with a program is limited to the fees you paid us for that program.",
        "Nothing in these terms limits any liability that cannot be limited under the laws of India.",
      ],
    },
    {
      id: "changes",
      heading: "Changes to these terms",
      paragraphs: [
        "We may update these terms, for example when we add new services to the site. The date at the top of this page shows when they last took effect.",
        "Changes apply from that date. If you keep using the site after a change, the updated terms apply to you; the terms confirmed at your enrolment continue to govern that enrolment.",
      ],
    },
    {
      id: "governing-law",
      heading: "Governing law and disputes",
      paragraphs: [
        "These terms are governed by the laws of India.",
        "If a disagreement arises, please write to us first; most problems are solved quickly that way. Any dispute that cannot be settled between us falls under the exclusive jurisdiction of the courts at Jabalpur, Madhya Pradesh.",
      ],
    },
    {
      id: "contact",
      heading: "Contact",
      paragraphs: [
        "Questions about these terms are welcome. Write to us, call us, or visit us at the centre.",
      ],
      showContact: true,
    },
  ],
});

export const privacy: Privacy = privacySchema.parse({
  title: "Privacy Policy",
  lastUpdated: "2026-11-24",
  intro: `This policy explains what personal data ${site.name} (${site.legalName}) receives through this website and when you contact us, why we need it, how long we keep it, and the rights you have over it under India's Digital Personal Data Protection Act, 2023.`,
  before: [
    {
      id: "who-we-are",
      heading: "Who we are",
      paragraphs: [
        `${site.legalName} runs ${site.name} and decides how the personal data described here is used, so it is the data fiduciary for it. You can reach us at ${site.email}, ${site.phone}, or ${contactLines}.`,
      ],
    },
    {
      id: "in-short",
      heading: "In short",
      paragraphs: ["We collect as little as we can."],
      points: [
        "You can read every page of this site without telling us who you are.",
        "The site sets no cookies of its own and contains no analytics, advertising or tracking code.",
        "We only learn your name, phone number or email address when you choose to send them to us through one of our forms, by phone or by email, and each form says what it collects and why before you send it.",
        "We never sell your personal data.",
      ],
    },
  ],
  dataSourcesHeading: "What we collect, why, and for how long",
  dataSourcesIntro:
    "These are all the ways personal data reaches us through the website today. Each of our forms asks for your consent to exactly what is listed for it here. When we add a new form to the site, it will be listed here before it goes live.",
  dataSources: [
    {
      id: "server-logs",
      name: "Visiting the website",
      collected:
        "Like every website, the server that delivers these pages records each request: a shortened form of your IP address (its last part removed, so it points to your network rather than to your device), the page or file asked for (without anything you typed into a search box), the date and time, and whether and how quickly it was answered. We do not combine these records with anything else to identify you.",
      purpose:
        "To deliver the pages, keep the site secure (for example, spotting and blocking attacks) and fix errors.",
      retention:
        "Up to 30 days, then deleted, unless a record is needed to investigate a specific security incident.",
      sharedWith: "Our hosting provider, which stores the logs on our behalf.",
    },
    {
      id: "enquiry-form",
      name: "The enquiry form on the home page",
      collected:
        "Your name, email address, phone number, whether you are a student, developer, trainer or something else, the program you are interested in or your area of expertise, your LinkedIn link and question if you give them, and a record of your consent (the time you gave it and the version of the notice you saw).",
      purpose:
        "To call or email you back about the program or collaboration you asked about. We do not use it for anything else, and we do not add you to a mailing list.",
      retention: {
        months: 12,
        countedFrom: "submission",
        note: "If you enrol with us, the details we need for your studies are copied into your student record, which is kept separately.",
      },
      sharedWith:
        "The company that hosts this website and its database stores it for us. If we have set up a notification service to alert our counsellors to new enquiries, it receives a copy of each enquiry for that purpose only.",
    },
    {
      id: "coder-sheet-form",
      name: "The coding-resources form",
      collected:
        "Your name, email address, phone number, whether you are a student, developer or something else, your question, and a record of your consent (time and notice version). Your browser also remembers, for the current tab only, that you filled the form in, so it does not ask again; that note never leaves your device.",
      purpose: "To open the coding resources for you and answer your question.",
      retention: { months: 12, countedFrom: "submission" },
      sharedWith: "The same hosting and notification services as the enquiry form. No one else.",
    },
    {
      id: "mentorship-booking",
      name: "Mentorship session bookings",
      collected:
        "Your name, email address, phone number, branch or course, year of study, the mentor domain you chose, your preferred date and time, your question, and a record of your consent (time and notice version).",
      purpose: "To arrange the session with a suitable mentor and contact you about it.",
      retention: {
        months: 12,
        countedFrom: "session",
        note: "If you enrol with us, the details we need for your studies are copied into your student record, which is kept separately.",
      },
      sharedWith:
        "The mentor who takes your session, and the same hosting and notification services as the enquiry form.",
    },
    {
      id: "abuse-protection",
      name: "Protecting the forms from abuse",
      collected:
        "When you send a form, the server counts how many forms have come from your network address in the last few minutes, so that automated programs cannot flood us with fake enquiries. The address is not stored with your details.",
      purpose: "To keep the forms working for real people.",
      retention: "The count is forgotten after 10 minutes.",
      sharedWith: "No one.",
    },
    {
      id: "practice-handles",
      name: "Your Codeforces or AtCoder handle in the practice tools",
      collected:
        "If you type your Codeforces handle or AtCoder user name into a problem browser, your browser sends it to our server, which asks Codeforces or AtCoder Problems for that account's public rating and submissions and answers which problems you have solved or tried. Your browser remembers the handle on your device until you press “Forget handle”. The handle is in the page's address while you use it, so do not share that address if you would rather not. It is never written to our logs.",
      purpose: "To mark the problems you have solved and pick problems for your level.",
      retention: `Our server keeps the answer for ${PROGRESS_TTL_MS / 60_000} minutes, so a quick return does not ask Codeforces or AtCoder again, and then forgets the handle.`,
      sharedWith:
        "Codeforces or AtCoder Problems, which our server asks for the account's public data. No one else.",
    },
    {
      id: "contact-form",
      name: "The contact form",
      collected:
        "The Contact Us link opens a form hosted by Google Forms. It asks for the details the form shows, such as your name, phone number, email address and your question. What you type there is sent to Google, not to this website.",
      purpose: "To answer your enquiry and, if you ask us to, tell you about our programs.",
      retention:
        "Until your enquiry is settled and for up to 12 months after our last contact, unless you enrol with us, in which case it becomes part of your student record.",
      sharedWith:
        "Google, which hosts the form and stores the answers for us. Google's own privacy policy applies to the data it processes when you use the form.",
    },
    {
      id: "phone-and-email",
      name: "Phone calls and email",
      collected:
        "When you call or email us we receive your phone number or email address and whatever you choose to tell us.",
      purpose: "To reply to you and keep track of your enquiry.",
      retention:
        "For up to 12 months after our last contact, unless you enrol with us, in which case it becomes part of your student record.",
      sharedWith:
        "The telephone and email providers that carry the conversation. No one else, unless the law requires it.",
    },
    {
      id: "third-party-sites",
      name: "Links to other websites",
      collected:
        "Nothing on our side. Pages link to coding platforms, Google Docs, maps and our social media pages, and the site embeds nothing from them. Once you follow such a link, that service may collect data under its own policy.",
      purpose: "To point you to useful resources.",
      retention: "Not applicable: we receive nothing.",
      sharedWith: "No one.",
    },
  ],
  after: [
    {
      id: "sharing",
      heading: "Who else sees your data",
      paragraphs: [
        "Only the service providers named above, who process data for us, and public authorities when the law requires us to disclose it. We do not sell personal data or share it with advertisers.",
      ],
    },
    {
      id: "security",
      heading: "How we protect it",
      paragraphs: [
        "The site is served only over encrypted connections (HTTPS). Enquiries are accessible only to the staff who answer them, and we delete data when the periods above end.",
        "If a personal data breach affects you, we will tell you and the Data Protection Board of India as the Act requires.",
      ],
    },
    {
      id: "children",
      heading: "Children",
      paragraphs: [
        "This website and our services are not meant for children under 13, and we do not knowingly collect their personal data. If you believe a child under 13 has sent us personal data, tell us and we will delete it.",
        "The Act treats everyone under 18 as a child. If you are under 18, please ask a parent or lawful guardian to contact us for you; we need their consent before we use your personal data.",
      ],
    },
    {
      id: "your-rights",
      heading: "Your rights",
      paragraphs: ["Under the Digital Personal Data Protection Act, 2023, you have the right to:"],
      points: [
        "ask for a summary of the personal data we hold about you and how we use it, and with whom we have shared it;",
        "have inaccurate or incomplete data corrected or completed, and data updated;",
        "have your data erased when it is no longer needed, or when you withdraw your consent;",
        "withdraw consent you gave us at any time, as easily as you gave it (this does not affect what we did before);",
        "have a grievance about how we handle your data answered by us;",
        "nominate a person to exercise these rights for you if you die or become unable to do so.",
      ],
    },
    {
      id: "exercising-your-rights",
      heading: "How to use your rights or complain",
      paragraphs: [
        `To see the personal data we hold about you, have it corrected, or have it erased, email us at ${site.email} with "Privacy" in the subject line, call us on ${site.phone}, or write to us at the address below. Tell us the email address or phone number you gave us, so that we can find your details. We may ask you to confirm your identity first, so that no one else can see or change your data, and we will reply within ${REQUEST_ANSWER_DAYS} days.`,
        "If you ask for your data, we send you everything we hold about you as a file you can keep. If you ask us to erase it, we delete your enquiries and bookings, our notes on them, and the copies the website keeps to alert our counsellors to them.",
        `We keep a record that your request was made and answered: its date, what kind of request it was and how many records it concerned, but not your name, email address or phone number. Each time one of our staff views, corrects, exports or erases personal data, it is written in an audit log, which we keep for ${AUDIT_KEEP_MONTHS} months and then delete.`,
        "If you are not satisfied with our answer, you may complain to the Data Protection Board of India.",
      ],
      showContact: true,
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      paragraphs: [
        "We will update this policy whenever we change what we collect, for example when we add a form to the site. The date at the top shows the latest version.",
      ],
    },
  ],
});

/** "2025-01-01" → "1 January 2025", the way dates are written in India. */
export function formatLegalDate(isoDay: string): string {
  return new Intl.DateTimeFormat("en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${isoDay}T00:00:00Z`));
}

// Set-up of the inbox list suites (staff-inbox-views, staff-inbox-export) on each database: an
// admin and a counsellor signed in, and enquiries and bookings at every point of the work, stored
// straight into the tables with their times relative to NOW (overdue by a reply or by a follow-up
// day, due later today, not yet due, closed with an old follow-up day…), a Hindi one among them.
// The suite file itself must mock getDb (jest.mock is hoisted only there):
//   jest.mock("@/lib/db/client", () => ({ ...jest.requireActual<object>("@/lib/db/client"), getDb: jest.fn() }));
import { randomUUID } from "node:crypto";
import type { DatabaseHandle, Db } from "@/lib/db/client";
import { appointments, leads, submissionNotes } from "@/lib/db/schema";
import { indiaDay, indiaDayStart } from "@/lib/inbox/overdue";
import { AUTH_SECRET, type TestStaff, createStaff } from "./staff-support";
import { OPEN_TIMEOUT_MS, type Target, freshDataDir, removeDataDirs } from "./databases";
import { SITE_URL, useEnv } from "./support";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The suite's clock: the list is asked at this instant. */
export const NOW = new Date();
export const TODAY = indiaDay(NOW);
const dayOffset = (days: number) => indiaDay(new Date(NOW.getTime() + days * DAY));
const ago = (ms: number) => new Date(NOW.getTime() - ms);
/** Halfway between now and midnight in India: later today, whenever the suite runs. */
const LATER_TODAY = new Date((NOW.getTime() + indiaDayStart(TODAY, 1).getTime()) / 2);

type Work = {
  status: string;
  createdAt: Date;
  replyDueAt: Date;
  followUpOn?: string | null;
  owner?: "counsellor";
  language?: "en" | "hi";
  name?: string;
  query?: string;
};

/** The enquiries, by what they show; the comment says where each belongs. */
export const ENQUIRIES = {
  // Overdue, longest first: a follow-up day six days ago, a reply due two days ago, a reply due
  // yesterday (with a follow-up day today: overdue wins), a reply due an hour ago.
  followUpLate: {
    status: "contacted",
    createdAt: ago(9 * DAY),
    replyDueAt: ago(8 * DAY),
    followUpOn: dayOffset(-6),
  },
  replyLate: {
    status: "new",
    createdAt: ago(3 * DAY),
    replyDueAt: ago(2 * DAY),
    language: "hi",
    name: "अनन्या शर्मा",
    query: "कृपया शाम 6 बजे के बाद फ़ोन करें, मैं दिन में कॉलेज में रहती हूँ और फ़ोन नहीं उठा पाती।",
  },
  replyLateFollowToday: {
    status: "new",
    createdAt: ago(2 * DAY),
    replyDueAt: ago(DAY),
    followUpOn: TODAY,
  },
  replyJustLate: { status: "new", createdAt: ago(DAY + HOUR), replyDueAt: ago(HOUR) },
  // Due today: the reply later today, then a follow-up day today.
  replyLaterToday: { status: "new", createdAt: ago(20 * HOUR), replyDueAt: LATER_TODAY },
  followUpToday: {
    status: "interested",
    createdAt: ago(5 * DAY),
    replyDueAt: ago(4 * DAY),
    followUpOn: TODAY,
    owner: "counsellor",
  },
  // Needs action but not yet due: new, its reply due tomorrow or later.
  fresh: {
    status: "new",
    createdAt: ago(HOUR),
    replyDueAt: new Date(NOW.getTime() + 2 * DAY),
    name: "Kabir Sen",
    query: "call after 6 pm",
  },
  // Nothing due: closed with an old follow-up day, contacted with one ahead, or simply contacted.
  enrolledLate: {
    status: "enrolled",
    createdAt: ago(30 * DAY),
    replyDueAt: ago(29 * DAY),
    followUpOn: dayOffset(-3),
  },
  notInterestedLate: {
    status: "not_interested",
    createdAt: ago(20 * DAY),
    replyDueAt: ago(19 * DAY),
    followUpOn: dayOffset(-2),
  },
  followUpAhead: {
    status: "contacted",
    createdAt: ago(4 * DAY),
    replyDueAt: ago(3 * DAY),
    followUpOn: dayOffset(3),
    owner: "counsellor",
  },
  contacted: {
    status: "contacted",
    createdAt: ago(6 * HOUR),
    replyDueAt: new Date(NOW.getTime() + DAY),
  },
} satisfies Record<string, Work>;

/** Bookings: sessions on different days, one overdue, one done. */
export const BOOKINGS = {
  late: { status: "requested", createdAt: ago(3 * DAY), replyDueAt: ago(2 * DAY), session: 2 },
  soon: { status: "confirmed", createdAt: ago(2 * DAY), replyDueAt: ago(DAY), session: 1 },
  later: {
    status: "requested",
    createdAt: ago(HOUR),
    replyDueAt: new Date(NOW.getTime() + DAY),
    session: 9,
  },
  done: {
    status: "done",
    createdAt: ago(20 * DAY),
    replyDueAt: ago(19 * DAY),
    session: -10,
    followUpOn: dayOffset(-5),
  },
} satisfies Record<string, Work & { session: number }>;

export type Ids<T> = Record<keyof T, string>;
export type Seeded = {
  db: () => Db;
  admin: TestStaff;
  counsellor: TestStaff;
  enquiries: Ids<typeof ENQUIRIES>;
  bookings: Ids<typeof BOOKINGS>;
  /** Each booking's session, at 17:30 India time. */
  sessions: Record<keyof typeof BOOKINGS, Date>;
};

const person = (key: string, work: Work) => ({
  name: work.name ?? `Person ${key}`,
  email: `${key.toLowerCase()}@gmail.com`,
  phone: `98${String(Math.abs(hash(key)))
    .padStart(8, "0")
    .slice(0, 8)}`,
  consentAt: work.createdAt,
  noticeVersion: "2026-11-24",
  noticeLanguage: work.language ?? "en",
});
const hash = (text: string) => [...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 7);

/** Opens `target`'s database for this describe block, with staff and the rows above. */
export function openSeededInbox(target: Target): Seeded {
  let handle: DatabaseHandle;
  const seeded = { enquiries: {}, bookings: {}, sessions: {} } as Seeded;
  seeded.db = () => handle.db;

  beforeAll(async () => {
    useEnv({ SITE_URL, DATA_DIR: freshDataDir("inbox-unused"), AUTH_SECRET });
    const client = await import("@/lib/db/client");
    handle = await client.openDatabase({ ...(await target.create()), holder: "jest inbox" });
    jest.mocked(client.getDb).mockResolvedValue(handle.db);
    // better-auth keeps the database it was made with: make it again on this target's.
    (await import("@/lib/process-wide.mjs")).forgetProcessWide("staff-auth");
    seeded.admin = await createStaff("admin", "Priya Admin");
    seeded.counsellor = await createStaff("counsellor", "Kiran Counsellor");
    const work = (w: Work) => ({
      status: w.status,
      createdAt: w.createdAt,
      replyDueAt: w.replyDueAt,
      followUpOn: w.followUpOn ?? null,
      ownerId: w.owner ? seeded.counsellor.id : null,
      query: w.query ?? `About ${w.status}`,
    });
    for (const [key, w] of Object.entries(ENQUIRIES) as [keyof typeof ENQUIRIES, Work][]) {
      const id = randomUUID();
      seeded.enquiries[key] = id;
      await handle.db.insert(leads).values({
        id,
        source: "home",
        role: "student",
        program: "Python Programming",
        ...person(key, w),
        ...work(w),
      });
    }
    for (const [key, b] of Object.entries(BOOKINGS) as [
      keyof typeof BOOKINGS,
      (typeof BOOKINGS)[keyof typeof BOOKINGS],
    ][]) {
      const id = randomUUID();
      const session = new Date(`${dayOffset(b.session)}T17:30:00+05:30`);
      seeded.bookings[key] = id;
      seeded.sessions[key] = session;
      await handle.db.insert(appointments).values({
        id,
        ...person(key, b),
        ...work(b),
        branchCourse: "B.Tech CSE",
        studyYear: 3,
        mentorDomain: "uiux",
        appointmentAt: session,
        appointmentTime: "17:30",
      });
    }
    // Two notes on one enquiry: the export shows the newer.
    for (const [body, at] of [
      ["Asked for the fee list.", ago(2 * DAY)],
      ["Call back after her exam.", ago(DAY)],
    ] as const) {
      await handle.db.insert(submissionNotes).values({
        id: randomUUID(),
        leadId: seeded.enquiries.followUpLate,
        authorId: seeded.counsellor.id,
        body,
        createdAt: at,
      });
    }
  }, OPEN_TIMEOUT_MS);

  afterAll(async () => {
    await handle?.close();
    await target.dispose();
    removeDataDirs();
  });

  return seeded;
}

// Every kind of item staff edit, with the one zod schema that checks it (in the editor's form, in
// the handlers and in the content test) and today's data, which a fresh install starts from.
// Isomorphic: the editor's client form imports it.
import type { ZodType } from "zod";
import type { Duty } from "@/lib/auth/roles";
import {
  type Achiever,
  achieverSchema,
  achieverTitle,
  blankAchiever,
  seedAchievers,
} from "./achievers";
import { consentFlags } from "./consent";
import { requireConsent } from "./consent-rule";
import { type Batch, batchSchema, blankBatch } from "./batches";
import { type Facts, factsSchema, seedFacts } from "./facts";
import { type Fees, blankFees, feesSchema } from "./fees";
import { batchTitle, feesTitle } from "./programs";
import {
  type ReplyTemplates,
  replyTemplatesSchema,
  replyTemplatesTitle,
  seedReplyTemplates,
} from "./replies";
import { type Notice, blankNotice, noticeSchema, noticeTitle, seedNotices } from "./notices";
import {
  type GalleryPhoto,
  blankGalleryPhoto,
  galleryPhotoSchema,
  galleryPhotoTitle,
  seedGalleryPhotos,
} from "./gallery";
import { type Mentor, blankMentor, mentorSchema, seedMentors } from "./mentors";
import { mayPublishTestimonial } from "./testimonial-rule";
import {
  type Testimonial,
  blankTestimonial,
  seedTestimonials,
  testimonialFlags,
  testimonialSchema,
  testimonialTitle,
} from "./testimonials";

type KindSpec<T> = {
  /** What the editor calls it. */
  label: string;
  /** What it changes on the site, for the editor's list. */
  shows: string;
  schema: ZodType<T>;
  /** One item only (the facts), edited but never added or taken down. */
  single: boolean;
  /** Today's items, in order: what visitors see until staff publish something else. */
  seeds: readonly T[];
  /** The item's name in lists and the audit log. */
  title: (item: T) => string;
  /**
   * Refuses to publish an item that is valid as a draft but not fit to show (an achiever without
   * a consent record): throws an ApiError with a message under the field.
   */
  mayPublish?: (item: T) => void;
  /**
   * What the editor flags on a published item for staff to put right (an achiever without a
   * consent record), in the kind's list and on the item's page.
   */
  flags?: (item: T) => string[];
  /** What the form of a new item starts from (not yet valid: the editor fills it in). */
  blank?: unknown;
  /** Who may open and change it: editors and admins ("content") unless it says otherwise. */
  duty?: Duty;
};

export const CONTENT_KINDS = {
  facts: {
    label: "Institute facts",
    shows:
      "Phone, WhatsApp, email, address and map, opening hours and social links: every page's contact bar and footer, the forms, the legal pages and search engines' listing.",
    schema: factsSchema,
    single: true,
    seeds: [seedFacts],
    title: () => "Institute facts",
  } satisfies KindSpec<Facts>,
  batch: {
    label: "Batches",
    shows:
      "The next batches on each program's page (/programs/…): start date, days and hours, in person or online, seats left, fee and instalments; a full batch offers the waitlist. Programs with a batch open to join come first in the home form's program list. Closed batches and those whose start date has passed are not shown.",
    schema: batchSchema,
    single: false,
    seeds: [] as Batch[],
    title: batchTitle,
    blank: blankBatch,
  } satisfies KindSpec<Batch>,
  fees: {
    label: "Fees and refunds",
    shows:
      "A program's fee, what it includes, its instalment plan and lender if any, and its refund rule, on the program's page (/programs/…). One item per program; a program without one shows no fees.",
    schema: feesSchema,
    single: false,
    seeds: [] as Fees[],
    title: feesTitle,
    blank: blankFees,
  } satisfies KindSpec<Fees>,
  achiever: {
    label: "Achievers",
    shows:
      "The placed students on the Optivators page (/Achievers), grouped by company: name, photo, role, package and year, with the program each took, its duration and whether it was paid or free, as the CCPA's guidelines on coaching advertisements ask. A new achiever needs a record of their written consent before it is published.",
    schema: achieverSchema,
    single: false,
    seeds: seedAchievers,
    title: achieverTitle,
    mayPublish: requireConsent("the achiever's"),
    flags: consentFlags,
    blank: blankAchiever,
  } satisfies KindSpec<Achiever>,
  notice: {
    label: "Notices",
    shows:
      "The What's New box on the home page and the banner along the top of every page, each from its first day to its last: past that day it disappears on its own.",
    schema: noticeSchema,
    single: false,
    seeds: seedNotices,
    title: noticeTitle,
    blank: blankNotice,
  } satisfies KindSpec<Notice>,
  testimonial: {
    label: "Testimonials",
    shows:
      "The student reviews on the home page and the heads of department's quotes on College Programs: their words, name, role, stars and photo. Today's are samples, marked as such on the site until real ones replace them; a real testimonial needs a record of the person's written consent before it is published.",
    schema: testimonialSchema,
    single: false,
    seeds: seedTestimonials,
    title: testimonialTitle,
    mayPublish: mayPublishTestimonial,
    flags: testimonialFlags,
    blank: blankTestimonial,
  } satisfies KindSpec<Testimonial>,
  mentor: {
    label: "Mentors",
    shows:
      "The mentors carousel on the home page: name and photo, and the expertise, years of experience and companies the institute gives (left empty, nothing is shown).",
    schema: mentorSchema,
    single: false,
    seeds: seedMentors,
    title: (m: Mentor) => m.name,
    blank: blankMentor,
  } satisfies KindSpec<Mentor>,
  gallery: {
    label: "Gallery photos",
    shows:
      "The College Programs page's three galleries (Moments, Moments of Encouragement, Words of Encouragement): each picture, what it shows in both languages, and an optional title and caption.",
    schema: galleryPhotoSchema,
    single: false,
    seeds: seedGalleryPhotos,
    title: galleryPhotoTitle,
    blank: blankGalleryPhoto,
  } satisfies KindSpec<GalleryPhoto>,
  replies: {
    label: "Reply templates",
    shows:
      "The WhatsApp and email replies a counsellor sends in one tap from an enquiry's or a booking's page, in the language the person used on the site. Admins only.",
    schema: replyTemplatesSchema,
    single: true,
    seeds: [seedReplyTemplates],
    title: replyTemplatesTitle,
    duty: "administration",
  } satisfies KindSpec<ReplyTemplates>,
};

export type ContentKind = keyof typeof CONTENT_KINDS;
export type ContentOf<K extends ContentKind> = (typeof CONTENT_KINDS)[K]["seeds"][number];

export const isContentKind = (value: unknown): value is ContentKind =>
  typeof value === "string" && Object.hasOwn(CONTENT_KINDS, value);

export const kindSpec = <K extends ContentKind>(kind: K) =>
  CONTENT_KINDS[kind] as unknown as KindSpec<ContentOf<K>>;

/** The duty a kind's pages and API ask of a staff member (editors and admins, or admins only). */
export const kindDuty = (kind: ContentKind): Duty => kindSpec(kind).duty ?? "content";

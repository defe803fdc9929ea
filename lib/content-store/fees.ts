// Fees and refunds of a program, as the institute publishes them: the fee, what it includes, an
// instalment plan and the lender behind it if any, and the refund rule. Optional per program: the
// institute has given no fee yet, so there are no seeds and program pages show no fee section
// until staff publish one (never a made-up figure). Also the pieces batches share (./batches.ts):
// the program a thing belongs to, amounts in whole rupees and instalment plans.
// Isomorphic and light (no roadmap text): the editor's client forms import it.
import { z } from "zod";
import { ROADMAP_SLUGS, type RoadmapSlug } from "@/lib/content/page-keys";
import { LANGUAGE_TAG, type Locale } from "@/lib/i18n/locales";
import { editedTextSchema } from "./text";

/** The most a fee may be: a typo's extra zeros are refused rather than shown. */
const MAX_RUPEES = 10_00_000;

/**
 * The one list of programs batches and fees belong to: the roadmap pages' slugs, each with its
 * own program page (/programs/<slug>). The home form's program names map onto it (./programs.ts).
 */
export const programSchema = z.enum(ROADMAP_SLUGS, { error: "Choose the program." });
export type Program = RoadmapSlug;

/** Whole rupees, as the institute quotes them. */
export const rupeesSchema = z
  .number({ error: "Write the amount in rupees, digits only, such as 12000." })
  .int("Write whole rupees, without paise.")
  .min(0, "An amount cannot be below zero.")
  .max(MAX_RUPEES, "That is more than ₹10,00,000: check the number of zeros.");

export const instalmentSchema = z
  .object({
    amount: rupeesSchema.min(1, "An instalment is at least ₹1."),
    /** When it is paid: "at joining", "after the first month". */
    when: editedTextSchema,
  })
  .strict();
export type Instalment = z.infer<typeof instalmentSchema>;

export const instalmentsSchema = z.array(instalmentSchema).max(12, "At most 12 instalments.");

export const feesSchema = z
  .object({
    program: programSchema,
    fee: rupeesSchema,
    /** What the fee pays for, one point each ("Printed notes", "Mock interviews"). */
    includes: z.array(editedTextSchema).max(12, "At most 12 points."),
    /** Empty: the fee is paid at once. */
    instalments: instalmentsSchema,
    /** Who lends the money when instalments go through a loan or EMI company; "" when nobody. */
    lender: z.string().trim().max(100, "At most 100 characters."),
    /** When and how much is refunded; required, so a fee is never shown without its refund rule. */
    refund: editedTextSchema,
  })
  .strict();
export type Fees = z.infer<typeof feesSchema>;

/** What the form of new fees starts from (not yet valid: the editor fills it in). */
export const blankFees = {
  program: "",
  fee: undefined,
  includes: [],
  instalments: [],
  lender: "",
  refund: { en: "", hi: "" },
};

/** "₹12,000" (₹1,25,000: Indian grouping) in the page's language. */
export function formatRupees(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(LANGUAGE_TAG[locale], {
    style: "currency",
    currency: "INR",
    maximumFractionDigits: 0,
  }).format(amount);
}

/** The fees item of a program, or null: the first one published, should two name the same program. */
export const feesOf = (all: readonly Fees[], program: string): Fees | null =>
  all.find((f) => f.program === program) ?? null;

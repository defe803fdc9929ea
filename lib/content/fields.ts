// Zod fields that several content schemas share, so each rule is stated once.
import { z } from "zod";

/** The "Back" control above an inner page's h1: its text and the page of this site it opens. */
export const backLinkFields = {
  backLabel: z.string().min(1),
  backHref: z.string().startsWith("/"),
};

// The one reader of process.env. Everything else imports `env` from here.
import { z } from "zod";

const DEFAULT_GFORM_URL =
  "https://docs.google.com/forms/d/e/1FAIpQLSd12VNW9dqxsHnH13R7JFrug_guszXURRbW4dMc3HmdGHlG5w/viewform?usp=sharing";

const schema = z.object({
  SITE_URL: z.string().url().default("https://coderhouse.in"),
  CONTACT_FORM_URL: z.string().url().default(DEFAULT_GFORM_URL),
});

const parsed = schema.safeParse({
  SITE_URL: process.env.SITE_URL || undefined,
  CONTACT_FORM_URL: process.env.CONTACT_FORM_URL || undefined,
});

if (!parsed.success) {
  const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
  throw new Error(`Invalid environment configuration: ${problems}`);
}

/** Validated configuration. SITE_URL never ends with a slash. */
export const env = { ...parsed.data, SITE_URL: parsed.data.SITE_URL.replace(/\/+$/, "") };

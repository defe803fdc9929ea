// Where the visit came from (lib/visit-source.ts), as every form sends it: each part optional and
// bounded. The browser sends them clipped to these bounds, so a refusal means a body not made by
// our forms: 400 with the field named, nothing stored. "How did you hear about us?" is the home
// form's own optional question.
import { z } from "zod";
import {
  HEARD_FROM,
  HOST_NAME,
  LANDING_MAX,
  LANDING_PATH,
  UTM_KEYS,
  UTM_MAX,
  tidyUtm,
} from "@/lib/visit-source";
import type { ValidationMessages } from "./messages";

/** Absent, null or blank all mean "not known". */
const blank = (v: unknown) =>
  v === undefined || v === null || (typeof v === "string" && v.trim() === "");

const optional = <T extends z.ZodType>(field: T, tidy: (v: string) => string = (v) => v.trim()) =>
  z.preprocess((v) => {
    const value = typeof v === "string" ? tidy(v) : v;
    return blank(value) ? undefined : value;
  }, field.optional());

const utmField = (key: (typeof UTM_KEYS)[number], m: ValidationMessages) =>
  optional(z.string({ error: m.visitSource }).max(UTM_MAX, m.visitSource), (v) => tidyUtm(key, v));
const referrerField = (m: ValidationMessages) =>
  optional(z.string({ error: m.visitSource }).regex(HOST_NAME, m.visitSource), (v) =>
    v.trim().toLowerCase(),
  );
const landingField = (m: ValidationMessages) =>
  optional(
    z
      .string({ error: m.visitSource })
      .max(LANDING_MAX, m.visitSource)
      .regex(LANDING_PATH, m.visitSource),
  );

/** The ten source fields every form's schema spreads into its object. */
export const visitSourceFields = (m: ValidationMessages) => ({
  first_utm_source: utmField("utm_source", m),
  first_utm_medium: utmField("utm_medium", m),
  first_utm_campaign: utmField("utm_campaign", m),
  first_referrer: referrerField(m),
  first_landing: landingField(m),
  latest_utm_source: utmField("utm_source", m),
  latest_utm_medium: utmField("utm_medium", m),
  latest_utm_campaign: utmField("utm_campaign", m),
  latest_referrer: referrerField(m),
  latest_landing: landingField(m),
});

/** The home form's "How did you hear about us?": one of the listed answers, or none. */
export const heardFromField = (m: ValidationMessages) =>
  optional(z.enum(HEARD_FROM, { error: m.heardFrom }));

/** The parsed source fields, as the services store them. */
export type VisitSourceInput = {
  [K in keyof ReturnType<typeof visitSourceFields>]?: string;
};

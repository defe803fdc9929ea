// @ts-check
// The kinds of setting lib/env-schema.mjs is made of (a count, a size, a switch, an address, the
// proxies to trust …), each with the message a bad value gets.
import proxyaddr from "proxy-addr";
import { z } from "zod";

const MB = 1024 * 1024;
/** @param {unknown} v */
const blankToUndefined = (v) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** @param {z.ZodType} schema */
export const optional = (schema) => z.preprocess(blankToUndefined, schema.optional());

/**
 * A whole number from `min` to `max`; `unit` words the message ("milliseconds").
 * @param {number} fallback
 * @param {{ min?: number; max?: number; unit?: string }} [bounds]
 */
export const count = (fallback, { min = 0, max = Number.MAX_SAFE_INTEGER, unit = "" } = {}) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `must be a whole number${unit && ` of ${unit}`}` })
      .int(`must be a whole number${unit && ` of ${unit}`}`)
      .min(min, `must be at least ${min}${unit && ` ${unit}`}`)
      .max(max, `must be at most ${max}${unit && ` ${unit}`}`)
      .default(fallback),
  );

/**
 * A size: a number of bytes, or with a unit ("512kB", "16MB"); `fallback` in bytes.
 * @param {number} fallback
 */
export const bytes = (fallback) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\s*\d+\s*(b|kb|mb)?\s*$/i, 'must be a size such as "16MB", "512kB" or 4096 (bytes)')
      .transform((value) => {
        const [, digits, unit = "b"] = /^\s*(\d+)\s*(b|kb|mb)?\s*$/i.exec(value) ?? [];
        const unitBytes = { b: 1, kb: 1024, mb: MB }[
          /** @type {"b" | "kb" | "mb"} */ (unit.toLowerCase())
        ];
        return Number(digits) * unitBytes;
      })
      .pipe(z.number().int().min(1024, "must be at least 1kB"))
      .default(fallback),
  );

/**
 * A switch: on/off, true/false, yes/no or 1/0 (any case); unset: `fallback`.
 * @param {boolean} fallback
 */
export const toggle = (fallback) =>
  z.preprocess(
    (v) => (typeof v === "string" ? blankToUndefined(v.trim()) : v),
    z.stringbool({ error: 'must be "on" or "off"' }).default(fallback),
  );

export const url = (message = "must be a full http:// or https:// address") =>
  z.url({ protocol: /^https?$/, error: message });

/** proxy-addr's names for address ranges, besides addresses and CIDR ranges. */
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * TRUSTED_PROXIES: addresses or CIDR ranges (or loopback / linklocal / uniquelocal) separated by
 * commas or spaces. Only a TCP peer in this list may tell us the client's address.
 */
export const trustedProxies = z.preprocess(
  blankToUndefined,
  z
    .string()
    .default("loopback")
    .transform((value, ctx) => {
      const entries = value.split(/[\s,]+/).filter(Boolean);
      const bad = entries.filter((entry) => {
        if (PROXY_RANGE_NAMES.has(entry)) return false;
        try {
          proxyaddr.compile(entry);
          return false;
        } catch {
          return true;
        }
      });
      if (bad.length > 0) {
        ctx.addIssue({
          code: "custom",
          message: `must list IP addresses or CIDR ranges (or loopback, linklocal, uniquelocal); not understood: ${bad.join(", ")}`,
        });
        return z.NEVER;
      }
      return entries;
    }),
);

/**
 * A setting an older version read, now replaced: starting with it set would ignore it silently.
 * @param {string} by
 */
export const replaced = (by) =>
  z.preprocess(blankToUndefined, z.undefined({ error: `is no longer read: ${by}` }).optional());

/**
 * MAIL_FROM: an address, or a display name and an address in angle brackets.
 */
export const mailFrom = z.string().refine((value) => {
  const address = /^[^<>]*<([^<>]+)>$/.exec(value.trim())?.[1] ?? value.trim();
  return z.email().safeParse(address).success;
}, 'must be an email address, or a name and an address: "Coder House <alerts@coderhouse.in>"');

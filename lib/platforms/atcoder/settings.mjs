// @ts-check
// AtCoder Problems' settings: its files and API, and how much of an answer is read.
// lib/env-schema.mjs checks them with every other setting (through ../settings.mjs).
const MB = 1024 * 1024;

/** @param {import("../../env-schema.mjs").SettingKinds} kinds */
export const atcoderSettings = ({ optional, url, bytes }) => ({
  ATCODER_PROBLEMS_URL: optional(url()).transform(
    (v) => v ?? "https://kenkoooo.com/atcoder/resources/merged-problems.json",
  ),
  /** AtCoder Problems' API, read for a student's own submissions (./user.ts). */
  ATCODER_PROBLEMS_API_URL: optional(url()).transform(
    (v) => v ?? "https://kenkoooo.com/atcoder/atcoder-api/v3",
  ),
  /** AtCoder Problems' difficulty estimates. */
  ATCODER_PROBLEM_MODELS_URL: optional(url()).transform(
    (v) => v ?? "https://kenkoooo.com/atcoder/resources/problem-models.json",
  ),
  /** The problem list (about 4 MB today). */
  ATCODER_MAX_BYTES: bytes(16 * MB),
  /** One page of a student's submissions: 500 of them, about 100 kB. */
  ATCODER_USER_MAX_BYTES: bytes(2 * MB),
  /** problem-models.json, one model per problem (a few MB). */
  ATCODER_MODELS_MAX_BYTES: bytes(16 * MB),
});

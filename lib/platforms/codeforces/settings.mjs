// @ts-check
// Codeforces' settings: where its API is and how much of an answer is read. lib/env-schema.mjs
// checks them with every other setting (through ../settings.mjs).
const MB = 1024 * 1024;

/** @param {import("../../env-schema.mjs").SettingKinds} kinds */
export const codeforcesSettings = ({ optional, url, bytes }) => ({
  CODEFORCES_API_URL: optional(url()).transform((v) => v ?? "https://codeforces.com/api"),
  /** The problem list (about 2.5 MB today). */
  CODEFORCES_MAX_BYTES: bytes(8 * MB),
  /**
   * A student's own history, sent whole in one answer (about 500 bytes a submission, so 32MB
   * holds some 60,000).
   */
  CODEFORCES_USER_MAX_BYTES: bytes(32 * MB),
});

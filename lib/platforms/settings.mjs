// @ts-check
// The registry's settings half: every upstream's settings, each platform's from its folder, and
// clist.by's, which the contest list and LeetCode share. lib/env-schema.mjs, the one reader of
// process.env, checks them with every other setting. Plain JavaScript: it runs before anything
// is built (lib/preflight.mjs).
import { z } from "zod";
import { atcoderSettings } from "./atcoder/settings.mjs";
import { codeforcesSettings } from "./codeforces/settings.mjs";
import { leetcodeSettings } from "./leetcode/settings.mjs";

const MB = 1024 * 1024;

/** @param {import("../env-schema.mjs").SettingKinds} kinds */
const clistSettings = ({ optional, url, bytes }) => ({
  /** clist.by API base; the username and key stay on the server. */
  CLIST_API_URL: optional(url()).transform((v) => v ?? "https://clist.by/api/v4"),
  CLIST_USERNAME: optional(z.string()),
  CLIST_API_KEY: optional(z.string()),
  /** One page of clist's answers (well under 1 MB today). */
  CLIST_MAX_BYTES: bytes(4 * MB),
});

/**
 * Every upstream's settings. A byte limit is about three to four times today's real answer: a
 * bigger answer is cut off and counts as a failed refresh, and a larger cap costs memory while a
 * hostile answer is being read (bench/upstream-memory.mjs).
 * @param {import("../env-schema.mjs").SettingKinds} kinds
 */
export const upstreamSettings = (kinds) => ({
  ...clistSettings(kinds),
  ...codeforcesSettings(kinds),
  ...atcoderSettings(kinds),
  ...leetcodeSettings(kinds),
});

// @ts-check
// LeetCode's settings (its list is read from clist.by, whose settings are ../settings.mjs's).
// lib/env-schema.mjs checks them with every other setting.

/** @param {import("../../env-schema.mjs").SettingKinds} kinds */
export const leetcodeSettings = ({ count }) => ({
  /** Most LeetCode problems read from clist (paged 500 at a time). */
  LEETCODE_FETCH_CAP: count(5000, { min: 1, max: 50_000 }),
});

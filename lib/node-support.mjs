// @ts-check
// Which Node.js release lines still get security fixes. The server and the scripts call
// warnIfNodePastEndOfLife() at start: an old Node keeps working, but the operator is told once.
// Dates are the Node.js release schedule's end-of-life days (https://github.com/nodejs/Release).

/** The line the README's requirements name and CI tests on. */
export const RECOMMENDED_NODE = "Node 24 LTS";

/**
 * End of life of each release line, as YYYY-MM-DD. Older lines than these ended long ago.
 * @type {Record<number, string | undefined>}
 */
export const NODE_END_OF_LIFE = {
  16: "2023-09-11",
  17: "2022-06-01",
  18: "2025-04-30",
  19: "2023-06-01",
  20: "2026-04-30",
  21: "2024-06-01",
  22: "2027-04-30",
  23: "2025-06-01",
  24: "2028-04-30",
  25: "2026-06-01",
  26: "2029-04-30",
};

/**
 * The warning for `version` (as in process.versions.node) on `today`, or null while its line is
 * supported. A line newer than this table knows is taken as supported.
 * @param {string | number} version
 */
export function nodeEndOfLifeWarning(version, today = new Date()) {
  const major = Number.parseInt(String(version), 10);
  if (!Number.isInteger(major)) return null;
  const endOfLife = NODE_END_OF_LIFE[major];
  const oldest = Math.min(...Object.keys(NODE_END_OF_LIFE).map(Number));
  if (!endOfLife && major > oldest) return null;
  if (endOfLife && today.toISOString().slice(0, 10) <= endOfLife) return null;
  return (
    `Warning: Node ${version} reached its end of life ${endOfLife ? `on ${endOfLife}` : "long ago"} and gets no security fixes. ` +
    `Move to ${RECOMMENDED_NODE} (README, "Requirements"); it still runs for now.`
  );
}

/** Prints the warning for this process's Node, if any, as one line on stderr. */
export function warnIfNodePastEndOfLife() {
  const warning = nodeEndOfLifeWarning(process.versions.node);
  if (warning) console.warn(warning);
}

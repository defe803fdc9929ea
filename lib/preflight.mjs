// @ts-check
// Imported first by server.mjs, next.config.mjs and every script: says once if this Node is past
// its end of life, and stops the process before it does anything when a setting is invalid.
import { describeProblems, parseEnvironment } from "./env-schema.mjs";
import { warnIfNodePastEndOfLife } from "./node-support.mjs";

warnIfNodePastEndOfLife();

const result = parseEnvironment(process.env);
if (!result.ok) {
  console.error(describeProblems(result.problems));
  process.exit(1);
}

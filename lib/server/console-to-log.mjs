// @ts-check
// Next and the libraries it runs write through console.*. In the production server every such
// line goes to the one logger instead, so stdout holds only JSON lines: an Error among the
// arguments is logged once, with its stack, as `err`.
import { format } from "node:util";

/** @param {import("pino").Logger} log */
export function routeConsoleToLog(log) {
  /** @param {"debug" | "info" | "warn" | "error"} level */
  const writer =
    (level) =>
    (/** @type {unknown[]} */ ...args) => {
      const err = args.find((arg) => arg instanceof Error);
      const rest = args.filter((arg) => arg !== err);
      // Next prefixes its own lines with symbols such as "⨯" and "✓"; they say nothing in JSON.
      const msg = format(...rest)
        .replace(/^\s*[⨯✓⚠▲○]\s*/u, "")
        .trim();
      if (err) log[level]({ err }, msg || err.message);
      else log[level](msg);
    };
  console.log = writer("info");
  console.info = writer("info");
  console.debug = writer("debug");
  console.warn = writer("warn");
  console.error = writer("error");
}

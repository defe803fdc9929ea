// The timer of the daily follow-up email (./digest.ts queues it, once a day between all instances):
// each instance looks shortly after start, then at the next 9:00 in India and at least every
// 10 minutes (a timer can fire late after a machine sleeps). A server that starts at 8:59 sends at
// 9:00; one that starts at 15:00 on a day whose emails no instance has queued sends them then;
// never twice. Runs only where email is set up. Time comes from `now`, so tests choose it.
import "server-only";
import { TZDate } from "@date-fns/tz";
import { addDays } from "date-fns";
import { INDIA } from "@/lib/calendar-day";
import { type Db, getDb } from "@/lib/db/client";
import { log } from "@/lib/log.mjs";
import { wakeOutbox } from "../outbox-worker";
import { startRepeatingJob, stopRepeatingJob } from "../repeating-job";
import { type AlertConfig, alertConfigFromEnv } from "./config";
import { digestTimeOf, queueDailyDigests } from "./digest";

const FIRST_LOOK_MS = 30 * 1000;
const MAX_WAIT_MS = 10 * 60 * 1000;
const RETRY_MS = 5 * 60 * 1000;
const JOB = "digest-job";

/** How long from `now` until the next look: the next 9:00 in India, at most `maxWaitMs`. */
export function nextLookInMs(now: Date, maxWaitMs = MAX_WAIT_MS): number {
  const today = digestTimeOf(now);
  const next = today > now ? today : addDays(new TZDate(today.getTime(), INDIA), 1);
  return Math.max(0, Math.min(next.getTime() - now.getTime(), maxWaitMs));
}

export type DigestJobOptions = {
  db?: () => Promise<Db>;
  /** Where email goes (default: SMTP_URL and MAIL_FROM); no email, no job. */
  config?: AlertConfig;
  /** The clock (default: the machine's). */
  now?: () => Date;
  firstLookMs?: number;
  maxWaitMs?: number;
  retryMs?: number;
};

/** Starts the daily follow-up email's timer (once per process). */
export function startDigestJob(options: DigestJobOptions = {}): void {
  const config = options.config ?? alertConfigFromEnv();
  if (!config.email) return;
  const {
    db = getDb,
    now = () => new Date(),
    firstLookMs = FIRST_LOOK_MS,
    maxWaitMs = MAX_WAIT_MS,
    retryMs = RETRY_MS,
  } = options;
  startRepeatingJob(JOB, Math.min(firstLookMs, nextLookInMs(now(), maxWaitMs)), async () => {
    // The next look is timed from when this one began: one begun at 8:59:59 that ends after 9:00
    // looks again at once, not at the next check.
    const began = now();
    const sinceBegan = () => now().getTime() - began.getTime();
    try {
      const run = await queueDailyDigests(await db(), began);
      if (run.ran && run.queued > 0) wakeOutbox();
      return Math.max(0, nextLookInMs(began, maxWaitMs) - sinceBegan());
    } catch (error) {
      log.error(
        { job: "digest", err: error instanceof Error ? error.message : String(error) },
        "daily follow-up emails not queued; looking again later",
      );
      return Math.min(retryMs, nextLookInMs(now(), maxWaitMs));
    }
  });
}

/** Stops the timer; resolves once a look in progress has finished. */
export const stopDigestJob = (): Promise<void> => stopRepeatingJob(JOB);

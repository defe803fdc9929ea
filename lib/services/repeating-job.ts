// One loop for the background jobs each instance runs (the daily purge, the 9:00 follow-up email):
// a first look after `firstDelayMs`, then each look says how long until the next. One per process
// and name; stopping waits for a look in progress. The timer never keeps the process alive.
import "server-only";
import { processWide } from "@/lib/process-wide.mjs";

type Job = { stopped: boolean; timer?: NodeJS.Timeout; running: Promise<void> | null };

const slot = (name: string) => processWide(name, () => ({ job: null as Job | null }));

/**
 * Starts job `name` unless it runs already: `look` does the work and resolves with the delay
 * until the next look (it handles its own failures: a throw ends nothing, it is looked at again
 * after `firstDelayMs`).
 */
export function startRepeatingJob(
  name: string,
  firstDelayMs: number,
  look: () => Promise<number>,
): void {
  const holder = slot(name);
  if (holder.job) return;
  const job: Job = { stopped: false, running: null };
  holder.job = job;
  const schedule = (delay: number) => {
    job.timer = setTimeout(() => {
      job.running = look()
        .catch(() => firstDelayMs)
        .then((next) => {
          job.running = null;
          if (!job.stopped) schedule(next);
        });
    }, delay);
    job.timer.unref();
  };
  schedule(firstDelayMs);
}

/** Stops job `name`; resolves once a look in progress has finished. */
export async function stopRepeatingJob(name: string): Promise<void> {
  const holder = slot(name);
  const job = holder.job;
  if (!job) return;
  holder.job = null;
  job.stopped = true;
  clearTimeout(job.timer);
  await job.running;
}

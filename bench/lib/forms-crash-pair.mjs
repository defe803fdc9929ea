// The crash run of bench/forms.mjs --two-instances: submissions through nginx to two instances,
// one instance killed with SIGKILL once about half have been answered and restarted on its port
// while the other keeps serving and the submissions keep coming. Every 201 must be stored; the
// ones that failed (nginx's 502 for a post the dead instance had taken, or no answer) are resent
// with their own key (a stored one must be replayed, not stored twice): exactly the total in the
// end.
import { randomBytes } from "node:crypto";
import { firstProblem, fmt, statusSummary } from "./figures.mjs";
import { makeSubmission, reconcile, sendAll, storedRows } from "./forms-traffic.mjs";
import { commandLine, listeningPid } from "./server.mjs";

const KILL_AT_SHARE = 0.5;
/** What a submission lost with its instance gets: nginx's 502 page, or no answer at all. */
const IN_FLIGHT_FAILURE = new Set([0, 502]);

/** `check(name, ok, detail)` records a check; returns the figures for the report. */
export async function crashRunPair(pair, token, { total: TOTAL, concurrency: CONCURRENCY, check }) {
  const tag = `crash${randomBytes(3).toString("hex")}`;
  const subs = Array.from({ length: TOTAL }, (_, i) => makeSubmission(tag, i));
  const killAt = Math.round(TOTAL * KILL_AT_SHARE);
  const victimIndex = 0;
  const victim = pair.instances[victimIndex];
  let outage = null;

  process.stderr.write(
    `crash run: ${TOTAL} submissions through nginx, ${CONCURRENCY} in flight; SIGKILL of the ` +
      `instance on port ${victim.port} after ${killAt} answers, restarted while the other serves…\n`,
  );
  const { results, seconds } = await sendAll(pair.origin, subs, {
    concurrency: CONCURRENCY,
    onAnswer: (result, answered) => {
      if (outage && outage.restartedAt === null) {
        outage.answered++;
        if (result.status === 201) outage.created++;
      }
      if (answered < killAt || outage) return;
      // The process holding the listening socket must be the one we started, not a wrapper.
      const killedPid = listeningPid(victim.port);
      outage = {
        killedPid,
        killedCommand: commandLine(killedPid ?? victim.pid),
        answeredBefore: answered,
        answered: 0,
        created: 0,
        restartedAt: null,
        restartSeconds: NaN,
      };
      outage.done = (async () => {
        await victim.kill();
        const restartStarted = performance.now();
        const restarted = await victim.restart();
        outage.restartedAt = performance.now();
        outage.restartSeconds = (outage.restartedAt - restartStarted) / 1000;
        pair.replace(victimIndex, restarted);
        process.stderr.write(
          `restarted in ${fmt(outage.restartSeconds)} s (pid ${restarted.pid}); ` +
            `${outage.created} submissions answered 201 meanwhile\n`,
        );
        return restarted;
      })();
    },
  });
  if (!outage) throw new Error("the crash run ended before the kill");
  const endedFirst = outage.restartedAt === null;
  await outage.done;
  check(
    "crash: the killed PID is the node process listening on the instance's port",
    outage.killedPid === victim.pid && /\bnode\b.*server\.mjs/.test(outage.killedCommand),
    `listening pid ${outage.killedPid}, started pid ${victim.pid}: ${outage.killedCommand}`,
  );
  check(
    "crash: the other instance kept serving while one was down",
    outage.created > 0,
    `${outage.created} answered 201 between the kill and the restart` +
      (endedFirst ? " (the run ended before the restart)" : ""),
  );

  const failed = results.filter((r) => r.status !== 201);
  // Posts the killed instance had taken that nginx passed to the other (Idempotency-Key): those
  // it had committed come back as replays of the first answer.
  const replayedInRun = results.filter((r) => r.status === 201 && r.replayed).length;
  const afterCrash = reconcile(subs, results, (await storedRows(pair.origin, token, tag)).rows);
  const storedUnacknowledged = afterCrash.rows - afterCrash.acknowledged;
  check(
    "crash: every submission answered 201 is stored",
    afterCrash.lost.length === 0,
    `${afterCrash.acknowledged} acknowledged, ${afterCrash.lost.length} lost`,
  );
  check(
    "crash: nothing but 201, nginx's 502 or no answer",
    results.every((r) => r.status === 201 || IN_FLIGHT_FAILURE.has(r.status)),
    statusSummary(results),
  );

  process.stderr.write(`resending ${failed.length} failed with their own key…\n`);
  const failedIndexes = subs.filter((s) => results[s.i].status !== 201).map((s) => s.i);
  const retry = await sendAll(
    pair.origin,
    failedIndexes.map((i) => subs[i]),
    { concurrency: CONCURRENCY },
  );
  failedIndexes.forEach((i, n) => (results[i] = retry.results[n]));
  const replayed = retry.results.filter((r) => r.status === 201 && r.replayed).length;

  const final = reconcile(subs, results, (await storedRows(pair.origin, token, tag)).rows);
  const allCreated = results.every((r) => r?.status === 201);
  check(
    "crash: after resending, every submission is answered 201",
    allCreated,
    allCreated ? "" : `${statusSummary(results)}; first other: ${firstProblem(results)}`,
  );
  check(
    "crash: failed submissions already stored were replayed, not stored twice",
    replayed === storedUnacknowledged && final.duplicates === 0,
    `${replayed} replayed, ${storedUnacknowledged} stored without a 201, ${final.duplicates} duplicates`,
  );
  check(
    `crash: exactly ${TOTAL} rows in the end`,
    final.rows === TOTAL && final.lost.length === 0,
    `${final.rows} rows`,
  );

  return {
    pair: true,
    total: TOTAL,
    killAt,
    killedPort: victim.port,
    killedPid: outage.killedPid,
    seconds,
    answeredBeforeKill: outage.answeredBefore,
    createdDuringOutage: outage.created,
    endedFirst,
    replayedInRun,
    ackTotal: afterCrash.acknowledged,
    failed: failed.length,
    failedErrors: statusSummary(failed),
    lost: afterCrash.lost.length,
    storedUnacknowledged,
    restartSeconds: outage.restartSeconds,
    resent: failedIndexes.length,
    replayed,
    finalRows: final.rows,
    duplicates: final.duplicates,
  };
}

/** The report's section for crashRunPair's figures. */
export function pairCrashSection(crash) {
  return [
    "## Crash run (one of the two instances killed with SIGKILL at about half, restarted)",
    "",
    "The submissions keep coming through nginx during the outage; only the failed ones are resent.",
    "",
    "| figure | value |",
    "|---|---:|",
    `| instance killed | port ${crash.killedPort}, pid ${crash.killedPid}, after ${crash.answeredBeforeKill} answers |`,
    `| answered 201 while it was down (kill → restarted) | ${crash.createdDuringOutage}${crash.endedFirst ? " (the run ended first)" : ""} |`,
    `| answered 201 in the run | ${crash.ackTotal} of ${crash.total} |`,
    `| of which replays (nginx passed the post on, the killed one had stored it) | ${crash.replayedInRun} |`,
    `| failed (nginx's 502 or no answer) | ${crash.failed} (${crash.failedErrors}) |`,
    `| **acknowledged submissions lost** | **${crash.lost}** |`,
    `| stored although the 201 was lost | ${crash.storedUnacknowledged} |`,
    `| restart until the instance's first page answered | ${fmt(crash.restartSeconds, 2)} s |`,
    `| failed ones resent with the same key | ${crash.resent} (${crash.replayed} replayed) |`,
    `| rows in the end / duplicates | ${crash.finalRows} / ${crash.duplicates} |`,
    "",
  ];
}

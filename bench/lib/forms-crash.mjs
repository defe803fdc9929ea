// The crash run of bench/forms.mjs: submissions with some in flight, SIGKILL of the server at
// about half, a restart on the same data; then every acknowledged submission must be stored, the
// failed ones are resent with their own key (a stored one must be replayed, not stored twice)
// and the unsent rest follow, ending with exactly the total.
import { randomBytes } from "node:crypto";
import { firstProblem, fmt, statusSummary } from "./figures.mjs";
import { lockOwner, makeSubmission, reconcile, sendAll, storedRows } from "./forms-traffic.mjs";
import { commandLine, listeningPid } from "./server.mjs";

/** The server is killed once this share of the submissions has been answered. */
const KILL_AT_SHARE = 0.5;

/** `check(name, ok, detail)` records a check; returns the figures for the report. */
export async function crashRun(
  server,
  token,
  { kind, total: TOTAL, concurrency: CONCURRENCY, check },
) {
  const tag = `crash${randomBytes(3).toString("hex")}`;
  const subs = Array.from({ length: TOTAL }, (_, i) => makeSubmission(tag, i));
  const killAt = Math.round(TOTAL * KILL_AT_SHARE);
  let killing = null;
  let killedPid = null;
  let killedCommand = "";

  process.stderr.write(
    `crash run: ${TOTAL} submissions, ${CONCURRENCY} in flight, SIGKILL after ${killAt} answers…\n`,
  );
  const { results } = await sendAll(server.origin, subs, {
    concurrency: CONCURRENCY,
    shouldStop: () => killing !== null,
    onAnswer: (_result, answered) => {
      if (answered < killAt || killing) return;
      // The process holding the listening socket must be the one we started, not a wrapper.
      killedPid = listeningPid(server.port);
      killedCommand = commandLine(killedPid ?? server.pid);
      killing = server.kill();
    },
  });
  await killing;
  check(
    "crash: the killed PID is the node process listening on the port",
    killedPid === server.pid && /\bnode\b.*server\.mjs/.test(killedCommand),
    `listening pid ${killedPid}, started pid ${server.pid}: ${killedCommand}`,
  );
  const staleLock = kind === "pglite" ? lockOwner(server.dataDir) : null;

  const sent = results.filter(Boolean);
  const ackBefore = sent.filter((r) => r.status === 201).length;
  const failed = sent.filter((r) => r.status === 0);
  const otherStatus = sent.filter((r) => r.status !== 0 && r.status !== 201);
  const unsent = TOTAL - sent.length;

  const restartStarted = performance.now();
  const restarted = await server.restart();
  const restartSeconds = (performance.now() - restartStarted) / 1000;
  process.stderr.write(`restarted in ${fmt(restartSeconds)} s (pid ${restarted.pid})\n`);
  if (kind === "pglite") {
    // The killed server could not release its lock; the new one must have taken it over.
    await storedRows(restarted.origin, token, "lock"); // opens the database if not yet open
    const owner = lockOwner(restarted.dataDir);
    check(
      "crash: the restarted server took over the killed server's data-folder lock",
      staleLock === killedPid && owner === restarted.pid,
      `lock left by pid ${staleLock}, now held by pid ${owner}`,
    );
  }

  const afterCrash = reconcile(
    subs,
    results,
    (await storedRows(restarted.origin, token, tag)).rows,
  );
  // Rows the server committed whose 201 never reached the client.
  const storedUnacknowledged = afterCrash.rows - afterCrash.acknowledged;
  check(
    "crash: every submission answered 201 before the kill is stored",
    afterCrash.lost.length === 0,
    `${afterCrash.acknowledged} acknowledged, ${afterCrash.lost.length} lost`,
  );
  check("crash: nothing but 201 or no answer", otherStatus.length === 0, statusSummary(sent));

  // Retry each failed submission with its own key: one the server had committed is replayed.
  process.stderr.write(`resending ${failed.length} failed, then ${unsent} never sent…\n`);
  const failedIndexes = subs.filter((s) => results[s.i]?.status === 0).map((s) => s.i);
  const retry = await sendAll(
    restarted.origin,
    failedIndexes.map((i) => subs[i]),
    { concurrency: CONCURRENCY },
  );
  failedIndexes.forEach((i, n) => (results[i] = retry.results[n]));
  const replayed = retry.results.filter((r) => r.status === 201 && r.replayed).length;
  const rest = await sendAll(restarted.origin, subs.slice(sent.length), {
    concurrency: CONCURRENCY,
  });
  rest.results.forEach((r, n) => (results[sent.length + n] = r));

  const final = reconcile(subs, results, (await storedRows(restarted.origin, token, tag)).rows);
  const allCreated = results.every((r) => r?.status === 201);
  check(
    "crash: after resending, every submission is answered 201",
    allCreated,
    allCreated ? "" : `${statusSummary(results)}; first other: ${firstProblem(results)}`,
  );
  check(
    "crash: failed-in-flight submissions already stored were replayed, not stored twice",
    replayed === storedUnacknowledged && final.duplicates === 0,
    `${replayed} replayed, ${storedUnacknowledged} stored without a 201, ${final.duplicates} duplicates`,
  );
  check(
    `crash: exactly ${TOTAL} rows in the end`,
    final.rows === TOTAL && final.lost.length === 0,
    `${final.rows} rows`,
  );

  return {
    server: restarted,
    killAt,
    killedPid,
    answeredBeforeKill: sent.length - failed.length,
    ackBefore,
    failed: failed.length,
    failedErrors: statusSummary(failed),
    unsent,
    lost: afterCrash.lost.length,
    storedUnacknowledged,
    restartSeconds,
    resent: failedIndexes.length,
    replayed,
    finalRows: final.rows,
    duplicates: final.duplicates,
  };
}

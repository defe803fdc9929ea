// The submissions a form benchmark sends and how it reads them back: valid bodies of the three
// forms with one Idempotency-Key each, a pool of workers keeping a number in flight, the rows
// from the admin export, and the check of what was acknowledged against what was stored.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";

const REQUEST_TIMEOUT_MS = 30_000;

/** A booking two days ahead at 17:30 India time: in the future and within the allowed year. */
function futureSlot() {
  const day = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return { appointment_date: `${day}T17:30:00+05:30`, appointment_time: "17:30" };
}

/**
 * The i-th valid submission of a run: the three forms in turn, each with an email unique to this
 * run (`tag`) and index, so its row can be found in the export.
 */
export function makeSubmission(tag, i) {
  const email = `bench.${tag}.${i}@gmail.com`;
  const phone = `9${String(i).padStart(9, "0")}`;
  const common = { name: "Bench Visitor", email, phone, consent: true, website: "" };
  const slot = futureSlot();
  const forms = [
    {
      path: "/api/leads",
      table: "leads",
      body: { ...common, source: "home", role: "Student", program: "Java Programming" },
    },
    {
      path: "/api/leads",
      table: "leads",
      body: {
        ...common,
        source: "coder_sheet",
        role: "developer",
        query: "Which sheet should I start with for graphs?",
      },
    },
    {
      path: "/api/appointments",
      table: "appointments",
      body: {
        ...common,
        branch_course: "B Tech Computer Science",
        study_year: 2,
        mentor_domain: "dsa",
        ...slot,
        query: "I would like help planning my placement preparation.",
      },
    },
  ];
  return { i, email, key: randomUUID(), ...forms[i % forms.length] };
}

/** Sends one submission; never throws. `error` is set when no HTTP answer arrived. */
export async function send(origin, sub) {
  const started = performance.now();
  try {
    const res = await fetch(`${origin}${sub.path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": sub.key },
      body: JSON.stringify(sub.body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await res.text();
    const ms = performance.now() - started;
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      // reported below by its status
    }
    return {
      status: res.status,
      id: json?.data?.id ?? null,
      replayed: res.headers.get("idempotent-replayed") === "true",
      detail: res.status === 201 ? undefined : text.slice(0, 300),
      ms,
    };
  } catch (error) {
    const cause = error?.cause?.code ?? error?.cause?.message ?? error?.name ?? String(error);
    return { status: 0, error: cause, ms: performance.now() - started };
  }
}

/**
 * Sends `subs` with `concurrency` in flight. `onAnswer(result, answeredCount)` runs after each
 * answer; once `shouldStop()` is true no new request starts. Returns results by index (undefined
 * for never sent) and the wall time.
 */
export async function sendAll(
  origin,
  subs,
  { concurrency, onAnswer = () => {}, shouldStop = () => false },
) {
  const results = new Array(subs.length);
  let next = 0;
  let answered = 0;
  const started = performance.now();
  async function worker() {
    while (next < subs.length && !shouldStop()) {
      const index = next++;
      const result = await send(origin, subs[index]);
      results[index] = result;
      answered++;
      onAnswer(result, answered);
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, subs.length) }, worker));
  return { results, seconds: (performance.now() - started) / 1000 };
}

/** Every stored row of this run (`tag`), from the admin export endpoints. */
export async function storedRows(origin, token, tag) {
  const rows = [];
  let total = 0;
  for (const table of ["leads", "appointments"]) {
    const res = await fetch(`${origin}/api/admin/${table}?format=json`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    if (res.status !== 200) {
      throw new Error(`GET /api/admin/${table} answered ${res.status}: ${await res.text()}`);
    }
    const { data } = await res.json();
    total += data.length;
    for (const row of data) {
      if (row.email.startsWith(`bench.${tag}.`)) rows.push({ ...row, table });
    }
  }
  return { rows, total };
}

/** Checks a run's rows against what the server acknowledged. */
export function reconcile(subs, results, rows) {
  const byId = new Map();
  const perEmail = new Map();
  for (const row of rows) {
    byId.set(row.id, row);
    perEmail.set(row.email, (perEmail.get(row.email) ?? 0) + 1);
  }
  let acknowledged = 0;
  const lost = [];
  for (const sub of subs) {
    const result = results[sub.i];
    if (result?.status !== 201) continue;
    acknowledged++;
    const row = byId.get(result.id);
    if (!row || row.email !== sub.email || row.table !== sub.table) lost.push(sub.i);
  }
  const duplicates = [...perEmail.values()].filter((n) => n > 1).length;
  return { acknowledged, lost, duplicates, rows: rows.length };
}

/** The PID in the data folder's lock file (lib/db/lock.ts: LOCK_FILE), or null. */
export function lockOwner(dataDir) {
  try {
    return JSON.parse(readFileSync(join(dataDir, "coderhouse.lock"), "utf8")).pid ?? null;
  } catch {
    return null;
  }
}

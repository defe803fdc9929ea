// Hostile answers for the fake upstream: far too big, lying about their size, or far too many
// items. Bodies are generated as they are sent (never held whole, so a 200 MB answer costs the
// fake almost nothing), follow backpressure, and stop when the client hangs up; `stats` records
// how much was sent and whether the client closed the connection before the end.
import type { ServerResponse } from "node:http";

/**
 * huge: a valid JSON list of `bytes` bytes, chunked (no Content-Length).
 * huge-declared: declares `bytes` in Content-Length, then sends nothing and waits.
 * flood: a valid answer of `items` distinct, well-formed items (chunked).
 */
export type HostileMode = "huge" | "huge-declared" | "flood";
export const HOSTILE_MODES: readonly string[] = ["huge", "huge-declared", "flood"];

export type HostileSource = "codeforces" | "atcoder" | "clist";
export type HostileOptions = { bytes: number; items: number };
export type HostileStats = {
  answers: number;
  bytesSent: number;
  /** Answers the client hung up on before their last byte. */
  closedEarly: number;
  completed: number;
};

export const DEFAULT_HOSTILE: HostileOptions = { bytes: 200 * 1024 * 1024, items: 250_000 };

export const newHostileStats = (): HostileStats => ({
  answers: 0,
  bytesSent: 0,
  closedEarly: 0,
  completed: 0,
});

const HOUR = 3_600_000;

/** One well-formed item of each upstream's list; `i` makes it distinct. */
function item(source: HostileSource, i: number, now: number): unknown {
  if (source === "codeforces") {
    return { contestId: 1 + (i % 5000), index: `F${i}`, name: `Flood ${i}`, rating: 800, tags: [] };
  }
  if (source === "atcoder")
    return { id: `flood_${i}`, contest_id: "abc001", title: `F. Flood ${i}` };
  const start = new Date(now + HOUR + i * 1000).toISOString().slice(0, 19);
  const end = new Date(now + 3 * HOUR + i * 1000).toISOString().slice(0, 19);
  return {
    id: 900_000_000 + i,
    event: `Flood ${i}`,
    host: "flood.example",
    href: `https://flood.example/${i}`,
    start,
    end,
    duration: 7200,
  };
}

const ENVELOPE: Record<HostileSource, [string, string]> = {
  codeforces: ['{"status":"OK","result":{"problems":[', "]}}"],
  atcoder: ["[", "]"],
  clist: ['{"meta":{"limit":48,"offset":0,"next":null},"objects":[', "]}"],
};

/** Writes `text`, waiting while the socket's buffer is full; false once the client has gone. */
async function write(res: ServerResponse, text: string, stats: HostileStats): Promise<boolean> {
  if (res.destroyed) return false;
  stats.bytesSent += Buffer.byteLength(text);
  return writeFollowingBackpressure(res, text);
}

/** Writes `text` and, when the socket's buffer is full, waits for it to drain (or close). */
export async function writeFollowingBackpressure(
  res: ServerResponse,
  text: string,
): Promise<boolean> {
  if (res.write(text)) return !res.destroyed;
  await new Promise<void>((resolve) => {
    const done = () => {
      res.off("drain", done);
      res.off("close", done);
      resolve();
    };
    res.on("drain", done);
    res.on("close", done);
  });
  return !res.destroyed;
}

async function streamList(
  res: ServerResponse,
  source: HostileSource,
  limit: { bytes?: number; items?: number },
  stats: HostileStats,
): Promise<boolean> {
  const now = Date.now();
  const [open, close] = ENVELOPE[source];
  // One 64 kB block of items, sent again and again while only a size matters.
  const block = `${Array.from({ length: 400 }, (_, i) => JSON.stringify(item(source, i, now))).join(",")},`;
  const last = JSON.stringify(item(source, 0, now));
  let sent = 0;
  if (!(await write(res, open, stats))) return false;
  if (limit.bytes !== undefined) {
    const room = limit.bytes - open.length - last.length - close.length;
    for (; sent + block.length <= room; sent += block.length) {
      if (!(await write(res, block, stats))) return false;
    }
  } else {
    for (let i = 1; i < (limit.items ?? 0); i += 500) {
      const count = Math.min(500, (limit.items ?? 0) - i);
      const part = Array.from({ length: count }, (_, k) =>
        JSON.stringify(item(source, i + k, now)),
      );
      if (!(await write(res, `${part.join(",")},`, stats))) return false;
    }
  }
  return write(res, last + close, stats);
}

/** Answers `res` in a hostile `mode`; resolves when the answer ended or the client hung up. */
export async function answerHostile(
  res: ServerResponse,
  source: HostileSource,
  mode: HostileMode,
  options: HostileOptions,
  stats: HostileStats,
): Promise<void> {
  stats.answers += 1;
  let finished = false;
  res.on("close", () => {
    if (!finished) stats.closedEarly += 1;
  });
  if (mode === "huge-declared") {
    res.writeHead(200, { "Content-Type": "application/json", "Content-Length": options.bytes });
    res.flushHeaders();
    return; // nothing more: only a client that trusts the header and waits would ever be stuck
  }
  res.writeHead(200, { "Content-Type": "application/json" });
  const limit = mode === "huge" ? { bytes: options.bytes } : { items: options.items };
  if (!(await streamList(res, source, limit, stats))) return;
  finished = true;
  stats.completed += 1;
  res.end();
}

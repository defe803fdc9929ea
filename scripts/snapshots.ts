// npm run snapshots -- [--from-fixtures]
// (Re)builds the copies of the live lists shipped with each release (lib/live-data/snapshots/,
// served by lib/providers/seed.ts when a new server's first fetch fails or is slow): every list of
// the registry (lib/platforms/server.ts) that ships one. By default from the configured upstreams,
// dated now: run it on a networked machine before a release. With --from-fixtures, from the raw
// upstream answers in tests/fixtures/upstream, dated when they were captured. Either way each list
// goes through its own source's fetch, validation and reshaping, as the server's cache does.
// A list that cannot be had keeps its old file, and the script ends with exit code 1.
import "@/lib/preflight.mjs";
import { rename, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { parseArgs } from "node:util";
import { env } from "@/lib/env.mjs";
import { ALL_LISTS } from "@/lib/platforms/server";
import type { Env, ListSpec } from "@/lib/platforms/upstream";
import { upstreamPacers } from "@/lib/providers/pacer";
import {
  checkShippedSnapshot,
  SHIPPED_MAX_BYTES,
  SHIPPED_MAX_ITEMS,
  SHIPPED_SNAPSHOTS_DIR,
} from "@/lib/providers/seed";
import { FIXTURE_DATES, fixtureUpstream } from "../tests/support/snapshot-fixtures";

const USAGE = "Usage: npm run snapshots -- [--from-fixtures]";
/** A whole list from a live upstream may take several paced calls of this long each. */
const SLOW_UPSTREAM_MS = 30_000;

/** Builds one list's file; a message saying what was written, or throws why not. */
async function buildOne(spec: ListSpec<unknown>, settings: Env, fromFixtures: boolean) {
  const dated = fromFixtures
    ? FIXTURE_DATES[spec.name]
    : { asOf: new Date().toISOString(), source: `${spec.label} list, fetched live` };
  if (!dated) throw new Error("no fixture holds it; build it from the live upstream");
  const fetch = spec.fetcher(settings, upstreamPacers()(spec.pacer));
  if (!fetch) throw new Error("not configured (CLIST_USERNAME and CLIST_API_KEY)");
  const fetched = (await fetch()) as unknown[];
  // The lists keep their upstream's order (or their own, such as newest first): the cut keeps
  // the first.
  const data = fetched.slice(0, SHIPPED_MAX_ITEMS);
  const text = JSON.stringify({ asOf: dated.asOf, source: dated.source, data });
  // The server's own checks on reading the file, made first: a file it would refuse never ships.
  const snapshot = checkShippedSnapshot(JSON.parse(text));
  const bytes = Buffer.byteLength(text);
  if (bytes > SHIPPED_MAX_BYTES) throw new Error(`${bytes} bytes, over ${SHIPPED_MAX_BYTES}`);
  const restored = spec.restore?.(data);
  if (restored !== undefined && (restored as unknown[] | null)?.length !== data.length) {
    throw new Error("some items would not pass the list's own check when read back");
  }
  const file = join(SHIPPED_SNAPSHOTS_DIR, `${spec.name}.json`);
  await writeFile(`${file}.tmp`, `${text}\n`);
  await rename(`${file}.tmp`, file);
  const cut = fetched.length > data.length ? ` (the first of ${fetched.length})` : "";
  return `${spec.name}: ${data.length} items${cut}, ${bytes} bytes, as of ${snapshot.asOf} → ${relative(process.cwd(), file)}`;
}

async function main() {
  let fromFixtures = false;
  try {
    const options = { "from-fixtures": { type: "boolean" as const, default: false } };
    fromFixtures = parseArgs({ options }).values["from-fixtures"];
  } catch {
    console.error(USAGE);
    process.exit(2);
  }
  const base = { ...env, UPSTREAM_TIMEOUT_MS: Math.max(env.UPSTREAM_TIMEOUT_MS, SLOW_UPSTREAM_MS) };
  const upstream = fromFixtures
    ? await fixtureUpstream(base)
    : { settings: base, close: async () => {} };
  let failed = 0;
  try {
    for (const spec of ALL_LISTS.filter((s) => s.ships)) {
      try {
        console.log(await buildOne(spec, upstream.settings, fromFixtures));
      } catch (error) {
        failed += 1;
        const reason = (error as Error).message;
        console.error(`${spec.name}: not rebuilt (${reason}); its shipped file is unchanged.`);
      }
    }
  } finally {
    await upstream.close();
  }
  if (failed > 0) process.exit(1);
}

void main();

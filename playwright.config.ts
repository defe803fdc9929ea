import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { E2E_ADMIN_TOKEN, E2E_AUTH_SECRET } from "./tests/e2e/admin-token";
import { deployStackMissing } from "./tests/e2e/deploy-stack";

const PORT = Number(process.env.E2E_PORT ?? 3210);
/** The fake upstream (tests/support/fake-upstream.ts) the live lists read instead of the real APIs. */
const UPSTREAM_PORT = Number(process.env.E2E_UPSTREAM_PORT ?? PORT + 1);
const UPSTREAM = `http://127.0.0.1:${UPSTREAM_PORT}`;
const CLIST_USERNAME = process.env.CLIST_USERNAME || "e2e-user";
const CLIST_API_KEY = process.env.CLIST_API_KEY || "e2e-clist-key";
/**
 * A second site server with nothing to serve: no clist key, and the other upstreams on a port
 * where nothing listens. tests/e2e/live-states.spec.ts checks what its pages say.
 */
const COLD_PORT = PORT + 2;
const NOWHERE = "http://127.0.0.1:9";
/**
 * The mail sink (tests/support/mail-sink-server.ts): the site emails its staff alerts to its SMTP
 * port, and specs read what arrived from its HTTP port (E2E_MAILS_URL).
 */
const SMTP_PORT = PORT + 3;
const MAILS_PORT = PORT + 4;
// Each run gets an empty embedded database. Set once here; the workers inherit it.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "coderhouse-e2e-"));
process.env.E2E_COLD_URL = `http://127.0.0.1:${COLD_PORT}`;
// For a spec's own server that reads the same fake upstream (tests/e2e/live-snapshots.spec.ts).
process.env.E2E_UPSTREAM_URL = UPSTREAM;
process.env.E2E_MAILS_URL = `http://127.0.0.1:${MAILS_PORT}`;
process.env.E2E_CLIST_KEY = `${CLIST_USERNAME}:${CLIST_API_KEY}`;

/**
 * Debian's Chromium (this machine has no browser downloads), else Playwright's own. Its headless
 * shell first: the full browser in headless mode also runs its own interface pages, and the suite
 * took twice as long with it (the accessibility pages: 13.6 minutes instead of 7).
 */
function chromiumPath(): string | undefined {
  const candidates = [
    process.env.CHROMIUM_PATH,
    "/usr/lib/chromium/chromium-headless-shell",
    "/usr/bin/chromium",
  ].filter(Boolean) as string[];
  const found = candidates.find((p) => existsSync(p));
  if (found) return found;
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const own = require("playwright-core").chromium.executablePath() as string;
    if (own && existsSync(own)) return undefined; // Playwright launches its own browser.
  } catch {
    // fall through to the message below
  }
  throw new Error(
    "No Chromium found for the end-to-end tests. Install Debian's (apt-get install -y " +
      "chromium-headless-shell), set CHROMIUM_PATH to a Chromium binary, or run " +
      "`npx playwright install chromium`.",
  );
}

// The deployed-layout suite needs PostgreSQL, Redis and nginx; .ci/run provides all three.
const deployMissing = deployStackMissing();
if (deployMissing) console.warn(`${deployMissing}: tests/e2e/deploy*.spec.ts did not run`);

/** Specs that publish content on the shared e2e server (deploy-content.spec.ts has its own). */
const PUBLISHING = /content-(facts|achievers|batches|notices|people)\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  testIgnore: deployMissing ? ["deploy*.spec.ts"] : [],
  globalTeardown: "./tests/e2e/global-teardown.ts",
  timeout: 30_000,
  expect: { timeout: 5_000 },
  fullyParallel: true,
  // Two browsers on 2 cores: a third made the suite slower (23 minutes instead of 13) and its
  // timing-bound tests time out. E2E_WORKERS overrides it.
  workers: Number(process.env.E2E_WORKERS) || 2,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "off",
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        "--no-sandbox",
        "--headless",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "chromium", use: { browserName: "chromium" }, testIgnore: PUBLISHING },
    // Specs that publish content on the shared server run once everything else is done: a
    // publish expires the pages that show it, so each page visited after it is rendered again,
    // which made every other spec that loads pages three times slower while they ran beside it.
    {
      name: "publishing",
      use: { browserName: "chromium" },
      testMatch: PUBLISHING,
      dependencies: ["chromium"],
    },
  ],
  webServer: [
    {
      command: `npx tsx tests/support/mail-sink-server.ts --smtp-port ${SMTP_PORT} --http-port ${MAILS_PORT}`,
      url: `${process.env.E2E_MAILS_URL}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `npx tsx tests/support/fake-upstream-server.ts --port ${UPSTREAM_PORT}`,
      url: `${UPSTREAM}/__control`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { CLIST_USERNAME, CLIST_API_KEY },
    },
    {
      // The test script builds first; this serves that production build. NEXT_DIST_DIR picks a
      // build other than .next (next.config.mjs reads it), so several checkouts' builds can coexist.
      command: `${JSON.stringify(process.execPath)} server.mjs -H 127.0.0.1 -p ${PORT}`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        NEXT_TELEMETRY_DISABLED: "1",
        DATA_DIR: process.env.E2E_DATA_DIR,
        ADMIN_TOKEN: E2E_ADMIN_TOKEN,
        AUTH_SECRET: E2E_AUTH_SECRET,
        // Every test posts from 127.0.0.1, often as the same fixture person; the limits themselves
        // are covered by tests/api.
        FORM_RATE_LIMIT: "10000",
        FORM_PERSON_LIMIT: "10000",
        // Every staff spec signs in from 127.0.0.1: dozens of members a quarter hour, where an
        // office has a few (the per-address limits are covered by tests/api/staff-sign-in).
        STAFF_SIGN_IN_ADDRESS_LIMIT: "10000",
        STAFF_CODE_ADDRESS_LIMIT: "10000",
        // Staff alerts of every enquiry go to the mail sink (tests/e2e/enquiry-journey.spec.ts).
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        MAIL_FROM: "Coder House <alerts@coderhouse.test>",
        DATABASE_URL: "",
        REDIS_URL: "",
        CODEFORCES_API_URL: `${UPSTREAM}/codeforces/api`,
        ATCODER_PROBLEMS_URL: `${UPSTREAM}/atcoder/resources/merged-problems.json`,
        ATCODER_PROBLEMS_API_URL: `${UPSTREAM}/atcoder/atcoder-api/v3`,
        ATCODER_PROBLEM_MODELS_URL: `${UPSTREAM}/atcoder/resources/problem-models.json`,
        CLIST_API_URL: `${UPSTREAM}/clist/api/v4`,
        CLIST_USERNAME,
        CLIST_API_KEY,
        // The pages show the fake upstream's lists, not the shipped copies served before them.
        SHIPPED_SNAPSHOTS: "off",
        ...(process.env.NEXT_DIST_DIR ? { NEXT_DIST_DIR: process.env.NEXT_DIST_DIR } : {}),
      },
    },
    {
      command: `${JSON.stringify(process.execPath)} server.mjs -H 127.0.0.1 -p ${COLD_PORT}`,
      url: `${process.env.E2E_COLD_URL}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        NEXT_TELEMETRY_DISABLED: "1",
        DATA_DIR: join(process.env.E2E_DATA_DIR, "cold"),
        DATABASE_URL: "",
        REDIS_URL: "",
        CODEFORCES_API_URL: `${NOWHERE}/codeforces/api`,
        ATCODER_PROBLEMS_URL: `${NOWHERE}/atcoder/resources/merged-problems.json`,
        ATCODER_PROBLEMS_API_URL: `${NOWHERE}/atcoder/atcoder-api/v3`,
        ATCODER_PROBLEM_MODELS_URL: `${NOWHERE}/atcoder/resources/problem-models.json`,
        CLIST_API_URL: `${NOWHERE}/clist/api/v4`,
        CLIST_USERNAME: "",
        CLIST_API_KEY: "",
        // Cold means nothing to serve: tests/e2e/live-snapshots.spec.ts covers the shipped copies.
        SHIPPED_SNAPSHOTS: "off",
        ...(process.env.NEXT_DIST_DIR ? { NEXT_DIST_DIR: process.env.NEXT_DIST_DIR } : {}),
      },
    },
  ],
});

import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3210);

/** Debian's Chromium (this machine has no browser downloads), else Playwright's own. */
function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium"].filter(Boolean) as string[];
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
    "No Chromium found for the end-to-end tests. Install Debian's (apt-get install -y chromium), " +
      "set CHROMIUM_PATH to a Chromium binary, or run `npx playwright install chromium`.",
  );
}

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 30_000,
  expect: { timeout: 5_000 },
  fullyParallel: true,
  workers: 2,
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
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: {
    // The test script builds first; this serves that production build. NEXT_DIST_DIR picks a
    // build other than .next (next.config.mjs reads it), so several checkouts' builds can coexist.
    command: `./node_modules/.bin/next start -H 127.0.0.1 -p ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NEXT_TELEMETRY_DISABLED: "1",
      ...(process.env.NEXT_DIST_DIR ? { NEXT_DIST_DIR: process.env.NEXT_DIST_DIR } : {}),
    },
  },
});

import { rmSync } from "node:fs";

/** Removes the run's embedded database (playwright.config.ts made the folder). */
export default function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && dir.includes("coderhouse-e2e-")) rmSync(dir, { recursive: true, force: true });
}

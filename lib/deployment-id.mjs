// @ts-check
// The id of a build (next.config.mjs `deploymentId`), which every instance of one release must
// share: DEPLOYMENT_ID when set (checked by lib/env-schema.mjs), else the checkout's git commit.
// A copy with neither (a downloaded archive) gets a time-stamped id and a warning, because
// instances built separately from it would then disagree. A server reads the id its build
// recorded instead (builtDeploymentId): the checkout may have moved on since the build.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";

/** @returns {string} */
export function deploymentId() {
  const set = process.env.DEPLOYMENT_ID?.trim();
  if (set) return set;
  try {
    return execFileSync("git", ["rev-parse", "--short=12", "HEAD"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    const id = `build-${new Date().toISOString().replace(/\D/g, "").slice(0, 14)}`;
    console.warn(
      `No git commit and no DEPLOYMENT_ID: this build is ${id}. Set DEPLOYMENT_ID to build several instances of one release.`,
    );
    return id;
  }
}

/**
 * The id the build in `distDir` was made with (Next records it in routes-manifest.json), or
 * undefined when there is no build there yet.
 * @param {string} distDir
 * @returns {string | undefined}
 */
export function builtDeploymentId(distDir) {
  try {
    const manifest = JSON.parse(readFileSync(join(distDir, "routes-manifest.json"), "utf8"));
    return typeof manifest.deploymentId === "string" && manifest.deploymentId
      ? manifest.deploymentId
      : undefined;
  } catch {
    return undefined;
  }
}

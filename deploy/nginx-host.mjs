// What the nginx site's defaults are read from on the host: the build being served (its deployment
// id, for the cache key), the nginx modules Debian has loaded, and nginx's version.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { builtDeploymentId } from "../lib/deployment-id.mjs";

/** A setting the site cannot be rendered with; its message names the option. */
export class SettingError extends Error {}

const RELEASE = /^[A-Za-z0-9_-]{1,64}$/;

/** The deployment id the build at `appRoot/distDir` was made with (next.config.mjs). */
export function releaseOfBuild(appRoot, distDir = ".next") {
  const manifest = join(appRoot, distDir, "routes-manifest.json");
  const id = builtDeploymentId(join(appRoot, distDir));
  if (id === undefined && !existsSync(manifest)) {
    throw new SettingError(
      `--release is not given and ${manifest} cannot be read: build first (npm run build)`,
    );
  }
  if (id === undefined || !RELEASE.test(id)) {
    throw new SettingError(
      `--release is not given and the build in ${manifest} has no deployment id`,
    );
  }
  return id;
}

/**
 * True when Debian's brotli modules (libnginx-mod-http-brotli-filter and -static) are loaded by the
 * main nginx configuration.
 */
export function brotliAvailable(modulesDir = "/etc/nginx/modules-enabled") {
  try {
    const loaded = readdirSync(modulesDir)
      .map((name) => readFileSync(join(modulesDir, name), "utf8"))
      .join("\n");
    return /brotli_filter_module/.test(loaded) && /brotli_static_module/.test(loaded);
  } catch {
    return false;
  }
}

/** nginx 1.25.1 replaced `listen … http2` with the `http2 on;` directive. */
export function nginxHasHttp2Directive(binary = "nginx") {
  try {
    const out = execFileSync(binary, ["-v"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
    return versionAtLeast(out, [1, 25, 1]);
  } catch (error) {
    const out = String(/** @type {{ stderr?: string }} */ (error).stderr ?? "");
    return versionAtLeast(out, [1, 25, 1]);
  }
}

function versionAtLeast(text, wanted) {
  const found = /nginx\/(\d+)\.(\d+)\.(\d+)/.exec(text);
  if (!found) return false;
  const have = found.slice(1).map(Number);
  for (let i = 0; i < 3; i++) if (have[i] !== wanted[i]) return have[i] > wanted[i];
  return true;
}

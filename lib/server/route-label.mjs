// @ts-check
// The route pattern a request belongs to ("/programs/[slug]", "/api/leads"), for metrics and logs:
// labels must come from a fixed set, never from what a visitor typed. Read from the build's
// routes manifest, so every page and handler is known without a list of our own.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

/**
 * @param {string} distDir the build folder
 * @param {string} publicDir the folder of public files
 * @returns {(path: string) => string} decoded pathname → pattern
 */
export function loadRouteLabels(distDir, publicDir) {
  const manifest = JSON.parse(readFileSync(join(distDir, "routes-manifest.json"), "utf8"));
  /** @type {{ page: string; regex: RegExp }[]} */
  const routes = [...manifest.staticRoutes, ...manifest.dynamicRoutes].map((route) => ({
    page: route.page,
    regex: new RegExp(route.regex),
  }));
  // The catch-all matches everything, so it is tried last.
  routes.sort((a, b) => Number(a.page.includes("[...")) - Number(b.page.includes("[...")));
  const publicFolders = readdirSync(publicDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `/${entry.name}/`);

  return function routeOf(path) {
    if (path.startsWith("/_next/static/")) return "/_next/static";
    if (path.startsWith("/_next/image")) return "/_next/image";
    if (publicFolders.some((folder) => path.startsWith(folder))) return "public";
    return routes.find((route) => route.regex.test(path))?.page ?? "other";
  };
}

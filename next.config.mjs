// Fixed redirects and headers live here; proxy.ts only handles what needs code. The security
// headers and the Content-Security-Policy are set by server.mjs on every answer (see
// lib/server/csp.mjs), errors and static files included.
import "./lib/preflight.mjs";
import { fileURLToPath } from "node:url";
import { PHASE_PRODUCTION_SERVER } from "next/constants.js";
import { builtDeploymentId, deploymentId } from "./lib/deployment-id.mjs";

/** Old addresses the spec names, answered with a permanent (308) redirect. */
const FIXED_REDIRECTS = [
  ["/home", "/"],
  ["/Notes", "/notes"],
  ["/CollegePrograms", "/collegePrograms"],
  ["/campusPrograms", "/CampusPrograms"],
  ["/Features", "/features"],
  ["/programs/criticalthinking", "/programs/CriticalThinking"],
];

const distDir = process.env.NEXT_DIST_DIR || ".next";

/** @type {import('next').NextConfig} */
const nextConfig = {
  distDir,
  poweredByHeader: false,
  // No copy of rendered pages in this process's memory (Next keeps up to 50 MB by default): they
  // are read from the build's files, which the operating system caches, and nginx caches answers
  // in front. On a 1 GB server those megabytes are worth more elsewhere (bench/memory.mjs).
  cacheMaxMemorySize: 0,
  reactStrictMode: true,
  // npm test (scripts/test.sh) runs `tsc --noEmit` before the build and says so: the build's own
  // type check would repeat it. Everywhere else the build checks types itself.
  typescript: { ignoreBuildErrors: process.env.TYPECHECKED === "1" },
  images: {
    // WebP only: AVIF encoding on a 2-core host makes the first visitor wait for little gain.
    formats: ["image/webp"],
    deviceSizes: [360, 480, 640, 768, 1024, 1280, 1600],
    imageSizes: [48, 64, 96, 128, 160, 256, 320],
    minimumCacheTTL: 60 * 60 * 24 * 30,
  },
  // Redirect sources otherwise match any letter case, so "/CollegePrograms" → "/collegePrograms"
  // would also catch "/collegePrograms" itself and loop.
  experimental: {
    caseSensitiveRoutes: true,
    // Every script tag carries an integrity hash: a script file altered on the way (a cache, a
    // CDN) is refused by the browser.
    sri: { algorithm: "sha256" },
    // forbidden() in the staff area answers 403 with app/staff/forbidden.tsx.
    authInterrupts: true,
    // app/global-not-found.tsx: the 404 of addresses outside the two root layouts ([locale], staff).
    globalNotFound: true,
  },
  // Loaded from node_modules at run time rather than bundled: PGlite's WebAssembly, the logger and
  // metrics, which server.mjs also loads, so every part of the process shares them, and the mail
  // code, required only when a staff alert is first sent (lib/services/alerts/email.ts).
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pino",
    "pino-pretty",
    "prom-client",
    "nodemailer",
  ],
  outputFileTracingExcludes: { "*": ["./data/**"] },
  // Read from disk at run time by lib/providers/seed.ts (never bundled): traced with every route.
  outputFileTracingIncludes: { "*": ["./lib/live-data/snapshots/*.json"] },
  async redirects() {
    return FIXED_REDIRECTS.map(([source, destination]) => ({
      source,
      destination,
      permanent: true,
    }));
  },
  async headers() {
    return [
      {
        source: "/Documents/:file*",
        headers: [{ key: "Cache-Control", value: "public, max-age=86400" }],
      },
    ];
  },
};

/**
 * With the deployment id: one for every instance built from one release (the git commit unless
 * DEPLOYMENT_ID says otherwise). Next puts it on script URLs and navigation requests, and a browser
 * holding a page of another release reloads instead of mixing two builds during a rolling
 * restart. A server takes the id its build was made with: the checkout's commit (or
 * DEPLOYMENT_ID) may have changed since, and a page naming its scripts with two ids made browsers
 * fetch them twice.
 * @param {string} phase
 * @returns {Promise<import('next').NextConfig>}
 */
export default async function config(phase) {
  const serving = phase === PHASE_PRODUCTION_SERVER;
  const built = serving ? builtDeploymentId(distDir) : undefined;
  // next-intl's plugin only sets build options (where its request config is), and loading it
  // loads its message extractor's native SWC compiler and file watcher: 20 to 40 MB a running
  // server has no use for (bench/memory.mjs). So the server starts without it.
  const withNextIntl = serving
    ? (/** @type {import('next').NextConfig} */ c) => c
    : (await import("next-intl/plugin")).default("./lib/i18n/request.ts");
  return withNextIntl({
    ...nextConfig,
    deploymentId: built ?? deploymentId(),
    // Several instances share rendered pages and content through Redis (the handler's comment
    // says how); one instance without it keeps them in its build's files.
    ...(serving &&
      process.env.REDIS_URL && {
        cacheHandler: fileURLToPath(new URL("./lib/server/cache-handler.mjs", import.meta.url)),
      }),
  });
}

// Fixed redirects and headers live here; proxy.ts only handles what needs code.

/** Old addresses the spec names, answered with a permanent (308) redirect. */
const FIXED_REDIRECTS = [
  ["/home", "/"],
  ["/Notes", "/notes"],
  ["/CollegePrograms", "/collegePrograms"],
  ["/campusPrograms", "/CampusPrograms"],
  ["/Features", "/features"],
  ["/programs/criticalthinking", "/programs/CriticalThinking"],
];

const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  {
    key: "Permissions-Policy",
    value: "camera=(), microphone=(), geolocation=(), interest-cohort=()",
  },
  { key: "Strict-Transport-Security", value: "max-age=31536000; includeSubDomains" },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  reactStrictMode: true,
  images: {
    // WebP only: AVIF encoding on a 2-core host makes the first visitor wait for little gain.
    formats: ["image/webp"],
    deviceSizes: [360, 480, 640, 768, 1024, 1280, 1600],
    imageSizes: [48, 64, 96, 128, 160, 256, 320],
    minimumCacheTTL: 60 * 60 * 24 * 30,
  },
  serverExternalPackages: ["@electric-sql/pglite"],
  outputFileTracingExcludes: { "*": ["./data/**"] },
  async redirects() {
    return FIXED_REDIRECTS.map(([source, destination]) => ({
      source,
      destination,
      permanent: true,
    }));
  },
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders },
      {
        source: "/Documents/:file*",
        headers: [{ key: "Cache-Control", value: "public, max-age=86400" }],
      },
    ];
  },
};

export default nextConfig;

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

// Everything the site loads comes from its own origin: nothing is hot-linked, and the policy
// keeps it that way. Next's inline bootstrap scripts need 'unsafe-inline' on static pages (a
// nonce would make every page dynamic). Development needs 'unsafe-eval' for hot reload.
const isDev = process.env.NODE_ENV === "development";
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ""}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join("; ");

const securityHeaders = [
  { key: "Content-Security-Policy", value: contentSecurityPolicy },
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
  // Redirect sources otherwise match any letter case, so "/CollegePrograms" → "/collegePrograms"
  // would also catch "/collegePrograms" itself and loop.
  experimental: { caseSensitiveRoutes: true },
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

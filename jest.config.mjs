import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: "jsdom",
  // npm test runs jest beside the Chromium suite on 2 cores: tests that start a child process or
  // a database took 6 to 40 s there, past jest's 5 s default (a fresh clone's run, stop 30).
  testTimeout: 60_000,
  // A build folder with the database template, for every suite (the file says why).
  globalSetup: "<rootDir>/tests/setup/jest.global-setup.ts",
  setupFilesAfterEnv: ["<rootDir>/tests/setup/jest.setup.ts"],
  moduleNameMapper: {
    // Next's cache exists only inside Next (tests/setup/next-cache.ts says what stands in).
    "^next/cache$": "<rootDir>/tests/setup/next-cache.ts",
    "^@/(.*)$": "<rootDir>/$1",
    "^server-only$": "<rootDir>/tests/setup/empty.js",
    // A server component's language comes from the request (app/[locale]); here, from the test.
    "^next-intl/server$": "<rootDir>/tests/setup/next-intl-server.ts",
  },
  testMatch: ["<rootDir>/tests/{unit,components,api}/**/*.test.{ts,tsx}"],
  modulePathIgnorePatterns: ["<rootDir>/.next", "<rootDir>/.next-"],
  transform: {
    "[\\\\/]@electric-sql[\\\\/]pglite[\\\\/]dist[\\\\/].+\\.cjs$":
      "<rootDir>/tests/setup/pglite-transform.mjs",
  },
};

const nextJestConfig = createJestConfig(config);

// next/jest never transforms node_modules and only lets a config append to that rule, so the
// packages that need it are let through here: PGlite (see tests/setup/pglite-transform.mjs), and
// the ES-module-only packages of better-auth, of nuqs and of use-intl (Jest's CommonJS cannot import them).
const TRANSFORMED = [
  "@electric-sql/pglite/",
  "better-auth/",
  "@better-auth/",
  "better-call/",
  "@better-fetch/",
  "jose/",
  "nanostores/",
  "@noble/",
  "defu/",
  "rou3/",
  "uncrypto/",
  "kysely/",
  "nuqs/",
  "@date-fns/tz/",
  "use-intl/",
  "icu-minify/",
  "intl-messageformat/",
  "@formatjs/",
];
export default async function jestConfig() {
  const resolved = await nextJestConfig();
  return {
    ...resolved,
    transformIgnorePatterns: resolved.transformIgnorePatterns.map((pattern) =>
      pattern.replace("/node_modules/", `/node_modules/(?!${TRANSFORMED.join("|")})`),
    ),
  };
}

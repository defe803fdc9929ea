import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: "jsdom",
  setupFilesAfterEnv: ["<rootDir>/tests/setup/jest.setup.ts"],
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/$1",
    "^server-only$": "<rootDir>/tests/setup/empty.js",
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
// one package that needs it (PGlite, see tests/setup/pglite-transform.mjs) is let through here.
export default async function jestConfig() {
  const resolved = await nextJestConfig();
  return {
    ...resolved,
    transformIgnorePatterns: resolved.transformIgnorePatterns.map((pattern) =>
      pattern.replace("/node_modules/", "/node_modules/(?!@electric-sql/pglite/)"),
    ),
  };
}

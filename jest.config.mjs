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
};

export default createJestConfig(config);

import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import prettier from "eslint-config-prettier";

// The server's plain-JavaScript files run natively by Node: tsc checks them only when they say
// so (tsconfig keeps checkJs off for configs and benchmarks), so a new one must not forget.
const tsCheck = {
  rules: {
    "ts-check": {
      meta: { type: "problem", messages: { missing: "Start this file with // @ts-check." } },
      create: (context) => ({
        Program(node) {
          if (!context.sourceCode.text.startsWith("// @ts-check\n"))
            context.report({ node, messageId: "missing" });
        },
      }),
    },
  },
};

const config = [
  ...nextVitals,
  ...nextTs,
  prettier,
  {
    // One link component: components/ui/link.tsx prefetches on intent, not on sight.
    ignores: ["components/ui/link.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "next/link",
              message: 'Use { Link } from "@/components/ui/link" (prefetches on intent).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ["server.mjs", "lib/**/*.mjs", "tests/support/*.mjs"],
    plugins: { local: tsCheck },
    rules: { "local/ts-check": "error" },
  },
  {
    ignores: [
      "node_modules/**",
      ".next/**",
      ".next-*/**",
      "public/**",
      "data/**",
      "next-env.d.ts",
      "test-results/**",
      "playwright-report/**",
      "bench/results/**",
    ],
  },
];

export default config;

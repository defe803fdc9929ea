import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import prettier from "eslint-config-prettier";

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

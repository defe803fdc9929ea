// The site's two languages for next-intl. English keeps today's unprefixed addresses (proxy.ts
// rewrites them to the en segment); Hindi lives under /hi.
import { defineRouting } from "next-intl/routing";

export const routing = defineRouting({
  locales: ["en", "hi"],
  defaultLocale: "en",
  localePrefix: "as-needed",
  // Nobody is sent to another language by their browser's Accept-Language: proxy.ts redirects
  // only a visitor who chose Hindi with the switch (the cookie), never a crawler.
  localeDetection: false,
  localeCookie: false,
});

export type Locale = (typeof routing.locales)[number];

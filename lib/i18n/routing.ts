// The site's languages as next-intl's request configuration (lib/i18n/request.ts) reads them.
// English keeps its unprefixed addresses (proxy.ts rewrites them to the en segment; no
// next-intl middleware runs); Hindi lives under /hi.
import { defineRouting } from "next-intl/routing";
import { DEFAULT_LOCALE, LOCALES } from "@/lib/i18n/locales";

export const routing = defineRouting({ locales: LOCALES, defaultLocale: DEFAULT_LOCALE });

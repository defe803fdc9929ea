// next-intl's per-request configuration: the language comes from the [locale] root segment, or,
// where Next gives no root params (a not-found page), from the layout's setRequestLocale.
import { hasLocale } from "next-intl";
import { getRequestConfig } from "next-intl/server";
import { notFound } from "next/navigation";
import * as rootParams from "next/root-params";
import { routing } from "@/lib/i18n/routing";
import { INDIA } from "@/lib/calendar-day";
import { messages } from "@/messages";

// `requestLocale` is read only when nothing else knows the language: reading it reads the request's
// headers, which would make every page render per request instead of once at build time.
export default getRequestConfig(async (asked) => {
  const requested = asked.locale ?? (await rootParams.locale()) ?? (await asked.requestLocale);
  if (!hasLocale(routing.locales, requested)) notFound();
  return { locale: requested, messages: messages[requested], timeZone: INDIA };
});

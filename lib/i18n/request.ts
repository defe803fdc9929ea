// next-intl's per-request configuration: the language comes from the [locale] root segment.
import { hasLocale } from "next-intl";
import { getRequestConfig } from "next-intl/server";
import { notFound } from "next/navigation";
import * as rootParams from "next/root-params";
import { routing } from "@/lib/i18n/routing";
import { messages } from "@/messages";

export default getRequestConfig(async ({ locale }) => {
  const requested = locale ?? (await rootParams.locale());
  if (!hasLocale(routing.locales, requested)) notFound();
  return { locale: requested, messages: messages[requested], timeZone: "Asia/Kolkata" };
});

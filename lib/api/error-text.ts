// What an API error says to a visitor. The API's own `message` stays English: it is the contract
// of the one error shape, read by scripts, logs and the English pages as it is. Another language
// words the error from its `code`, from messages/<locale>/apiError.json (the browser's fetch
// wrapper and the server-rendered live lists both call errorText), so no English sentence appears
// inside a Hindi alert. The English file holds what an English page says when no answer was read.
import type { Locale } from "@/lib/i18n/locales";
import enApiError from "@/messages/en/apiError.json";
import hiApiError from "@/messages/hi/apiError.json";
import { fillTemplate } from "@/lib/text";

export type ApiErrorCopy = typeof enApiError;
/** One key per code a visitor's page can receive, plus `fallback`; typed by the English file. */
export type ApiErrorKey = keyof ApiErrorCopy;

export const API_ERROR_COPY: Record<Locale, ApiErrorCopy> = { en: enApiError, hi: hiApiError };

export type ErrorForText = {
  code: string;
  /** The API's message; empty when no answer could be read. */
  message: string;
  /** Seconds to wait, from a 429's Retry-After header. */
  retryAfter?: number;
};

const isKey = (code: string): code is ApiErrorKey => Object.hasOwn(enApiError, code);

/** The visitor-facing text of an API error in `locale`. */
export function errorText({ code, message, retryAfter }: ErrorForText, locale: Locale): string {
  if (locale === "en" && message) return message;
  const copy = API_ERROR_COPY[locale];
  const minutes = Math.max(1, Math.ceil((retryAfter ?? 60) / 60));
  return fillTemplate(copy[isKey(code) ? code : "fallback"], { minutes });
}

// next-intl's keys typed by the English message files: getTranslations({ namespace }) and t(key)
// with a namespace or key that English lacks fail the typecheck, as the Hindi files do
// (messages/index.ts).
import type { Locale } from "@/lib/i18n/locales";
import type { Messages } from "@/messages";

declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: Messages;
  }
}

// What a form says where scripts are switched off: it cannot send then, so it offers the phone
// and email instead. Rendered on the server inside <noscript>, so nobody else ever sees it.
import type { Locale } from "@/lib/i18n/locales";
import { formCopyIn } from "./form-copy";
import { type Facts, phoneHref } from "@/lib/content-store/facts";

export function NeedsScript({ locale, facts }: { locale: Locale; facts: Facts }) {
  const [before, afterPhone = ""] = formCopyIn(locale).common.needsScript.split("{phone}");
  const [between, after] = afterPhone.split("{email}");
  return (
    <noscript>
      <p className="my-3 rounded-card bg-mist p-3 text-sm text-ink">
        {before}
        <a href={phoneHref(facts)} className="font-semibold underline underline-offset-4">
          {facts.phone}
        </a>
        {between}
        <a href={`mailto:${facts.email}`} className="font-semibold underline underline-offset-4">
          {facts.email}
        </a>
        {after}
      </p>
    </noscript>
  );
}

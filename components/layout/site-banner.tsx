// The slim band above the header of every page showing the banner notices staff publish
// (lib/content-store/notices.ts) that are current today in India, each with its link. It is part
// of the server-rendered page, in the normal flow and not fixed: it is there from the first paint,
// so nothing moves when the page loads, and it scrolls away with the page instead of covering
// any of it. No script, and no way to dismiss it: a notice ends on its last day. Navy text on the
// What's New orange (8.2:1), and the site's navy focus ring on that orange.
import { getTranslations } from "next-intl/server";
import { noticesNow } from "@/lib/content-store/current-notices";
import type { Locale } from "@/lib/i18n/locales";
import { NoticeLink, NoticeText } from "./notice-link";

const LINK_CLASS =
  "inline-flex min-h-tap items-center gap-1 rounded font-semibold underline underline-offset-4";

export async function SiteBanner({ locale }: { locale: Locale }) {
  const notices = await noticesNow("banner");
  if (notices.length === 0) return null;
  const t = await getTranslations({ locale, namespace: "site" });
  return (
    <aside aria-label={t("notice")} className="bg-orange text-navy">
      <ul className="mx-auto max-w-page divide-y divide-navy/40 px-4 text-sm">
        {notices.map((notice, i) => (
          <li key={i} className="flex flex-wrap items-center gap-x-3 py-1">
            <NoticeText text={notice.text} locale={locale} className="py-2" />
            {notice.link && (
              <NoticeLink link={notice.link} locale={locale} className={LINK_CLASS} />
            )}
          </li>
        ))}
      </ul>
    </aside>
  );
}

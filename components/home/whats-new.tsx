// The orange "What's New" bubble of the home page's hero: the What's New notices staff publish
// (lib/content-store/notices.ts) that are current today in India, in their order, each with its
// link. With none current the bubble is not drawn at all: no empty box, no heading over nothing.
import { getTranslations } from "next-intl/server";
import { NoticeLink, NoticeText } from "@/components/layout/notice-link";
import { noticesNow } from "@/lib/content-store/current-notices";
import type { Notice } from "@/lib/content-store/notices";
import type { Locale } from "@/lib/i18n/locales";

const LINK_CLASS =
  "mt-2 inline-flex min-h-tap items-center gap-1 rounded font-semibold underline underline-offset-4";

export async function WhatsNew({ locale, className = "" }: { locale: Locale; className?: string }) {
  const notices = await noticesNow("whats-new");
  if (notices.length === 0) return null;
  const t = await getTranslations({ locale, namespace: "site" });
  const body = (notice: Notice) => (
    <>
      <NoticeText text={notice.text} locale={locale} className="mt-1" />
      {notice.link && <NoticeLink link={notice.link} locale={locale} className={LINK_CLASS} />}
    </>
  );
  return (
    <aside
      aria-labelledby="whats-new-title"
      className={`relative rounded-card bg-orange p-5 text-navy shadow-card ${className}`}
    >
      <h2 id="whats-new-title" className="text-sm font-semibold tracking-wide uppercase">
        {t("whatsNew")}
      </h2>
      {notices.length === 1 ? (
        body(notices[0]!)
      ) : (
        <ul className="divide-y divide-navy/40">
          {notices.map((notice, i) => (
            <li key={i} className="py-2 last:pb-0">
              {body(notice)}
            </li>
          ))}
        </ul>
      )}
      {/* The bubble's tail. */}
      <span
        aria-hidden="true"
        className="absolute -top-2 left-8 h-4 w-4 rotate-45 bg-orange lg:top-8 lg:-left-2"
      />
    </aside>
  );
}

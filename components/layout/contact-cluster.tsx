import { getTranslations } from "next-intl/server";
import { siWhatsapp } from "simple-icons";
import { BrandIcon } from "@/components/ui/brand-icon";
import { PhoneIcon } from "@/components/ui/phone-icon";
import type { Locale } from "@/lib/i18n/locales";
import { openingHoursText } from "@/lib/i18n/opening-hours";
import { phoneHref, whatsappUrl } from "@/lib/content-store/facts";
import { getFacts } from "@/lib/content-store/read";

type Props = { locale: Locale; placement: "header" | "bar" };

const ITEM = {
  header:
    "flex min-h-tap items-center gap-1.5 rounded px-2 font-semibold text-paper hover:text-lime",
  // The bar fills the screen's bottom edge, so its focus ring is drawn inside each button.
  bar: "flex min-h-tap flex-1 items-center justify-center gap-2 font-semibold focus-visible:-outline-offset-4",
} as const;

/**
 * Call or WhatsApp the institute from every page: in the header on wide screens (1280 px and up,
 * where the navigation leaves room in both languages), and below that a bar fixed to the bottom
 * of the screen. SiteShell keeps room for the bar under the footer and
 * globals.css keeps focused controls above it, so it never covers content or a form field.
 */
export async function ContactCluster({ locale, placement }: Props) {
  const t = await getTranslations({ locale, namespace: "contact" });
  const facts = await getFacts();
  const hours = openingHoursText(facts.openingHours, locale);
  const bar = placement === "bar";
  return (
    <div
      role="group"
      aria-label={t("label")}
      className={
        bar
          ? "fixed inset-x-0 bottom-0 z-40 border-t border-slate bg-navy pb-[env(safe-area-inset-bottom)] text-paper xl:hidden"
          : "hidden items-center gap-1 whitespace-nowrap xl:flex"
      }
    >
      <div className={bar ? "flex divide-x divide-slate" : "contents"}>
        <a
          href={phoneHref(facts)}
          className={`${ITEM[placement]} ${bar ? "hover:text-lime" : ""}`}
          aria-label={t("callLabel", { phone: facts.phone })}
        >
          <PhoneIcon className="h-5 w-5" />
          {bar ? t("call") : facts.phone}
        </a>
        <a
          href={whatsappUrl(facts, locale)}
          target="_blank"
          rel="noopener noreferrer"
          className={`${ITEM[placement]} ${bar ? "bg-lime text-navy hover:bg-paper focus-visible:outline-navy" : ""}`}
          aria-label={t("whatsappLabel")}
        >
          <BrandIcon icon={siWhatsapp} className="h-5 w-5" />
          {t("whatsapp")}
        </a>
      </div>
      {/* Read out with the buttons; shown in the footer, where a long line can wrap. */}
      {hours && <p className="sr-only">{t("hours", { hours })}</p>}
    </div>
  );
}

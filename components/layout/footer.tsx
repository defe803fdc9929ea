import { getTranslations } from "next-intl/server";
import { siFacebook, siInstagram, siX, siYoutube } from "simple-icons";
import { Link } from "@/components/ui/link";
import type { Locale } from "@/lib/i18n/locales";
import { inLocale } from "@/lib/i18n/text";
import { mapUrl, phoneHref } from "@/lib/content-store/facts";
import { getFacts } from "@/lib/content-store/read";
import { openingHoursText } from "@/lib/i18n/opening-hours";
import { textIn } from "@/lib/content-store/text";
import { site } from "@/lib/site";
import { BrandIcon } from "@/components/ui/brand-icon";
import { ContentPicture } from "@/components/ui/content-picture";
import { Logo } from "./logo";

// simple-icons no longer carries LinkedIn's mark, so it is drawn here.
const linkedInPath =
  "M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13zM7.12 20.45H3.56V9h3.56v11.45zM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0z";

const socialIcons = {
  Facebook: siFacebook,
  Instagram: siInstagram,
  LinkedIn: { path: linkedInPath },
  YouTube: siYoutube,
  X: siX,
} as const;

const footerLink =
  "inline-flex min-h-tap items-center rounded text-paper underline-offset-4 hover:text-lime hover:underline";

export async function Footer({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "footer" });
  const s = await getTranslations({ locale, namespace: "site" });
  const c = await getTranslations({ locale, namespace: "contact" });
  const facts = await getFacts();
  const hours = openingHoursText(facts.openingHours, locale);
  const footer = inLocale(site.footer, locale);
  const place = textIn(facts.address.place, locale);
  // Until it is first drawn, the footer counts as about its own height at each width, so the
  // scroll bar is right and a check that hit-tests its text (axe's contrast) finds its navy.
  return (
    <footer className="render-when-near bg-navy text-paper [--band-height:60rem] md:[--band-height:35rem] xl:[--band-height:23rem]">
      <div className="mx-auto grid max-w-page gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <Logo className="h-14 w-auto" title={s("logo")} />
          <p className="text-sm">{t("unitOf", { name: site.name, legalName: site.legalName })}</p>
          <ContentPicture
            image={{
              src: "/images/brand/optus-edtech.webp",
              alt: t("legalLogo", { legalName: site.legalName }),
              width: 200,
              height: 60,
            }}
            className="h-auto w-40 rounded bg-paper"
          />
        </div>
        <address className="space-y-1 not-italic">
          <h2 className="mb-2 font-semibold text-lime">{t("visit")}</h2>
          {facts.address.lines.map((line, i) => {
            const { text, lang } = textIn(line, locale);
            return (
              <p key={i} className="text-sm" lang={lang === locale ? undefined : lang}>
                {text}
              </p>
            );
          })}
          <p className="pt-2 text-sm">
            <a className={footerLink} href={phoneHref(facts)}>
              {facts.phone}
            </a>
          </p>
          {hours && <p className="text-sm">{c("hours", { hours })}</p>}
        </address>
        <div>
          <h2 className="mb-2 font-semibold text-lime">{t("map")}</h2>
          <a
            href={mapUrl(facts)}
            target="_blank"
            rel="noopener noreferrer"
            className="block w-fit rounded"
          >
            <ContentPicture
              image={{
                src: "/images/brand/map.webp",
                alt: t("mapImage", { name: site.name, place: place.text }),
                width: 240,
                height: 150,
              }}
              className="h-auto w-60 rounded-card"
            />
          </a>
        </div>
        <div>
          <h2 className="mb-2 font-semibold text-lime">{t("links")}</h2>
          <ul>
            <li>
              <Link href="/AboutUs#contact-section" className={footerLink}>
                {t("contact")}
              </Link>
            </li>
            {footer.legal.map((l) => (
              <li key={l.href}>
                <Link href={l.href} className={footerLink}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
          <ul className="mt-3 flex gap-2" aria-label={t("social")}>
            {facts.social.map((social) => (
              <li key={social.name}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex h-tap w-tap items-center justify-center rounded text-paper hover:text-lime"
                  aria-label={t("socialLink", { name: site.name, network: social.name })}
                >
                  <BrandIcon icon={socialIcons[social.name]} className="h-6 w-6" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-slate py-4 text-center text-sm">
        {t("rights", { year: new Date().getFullYear(), legalName: site.legalName })}
      </p>
    </footer>
  );
}

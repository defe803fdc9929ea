import { Carousel } from "@/components/ui/carousel";
import { HomeLeadForm, homeFormPrograms } from "@/components/forms/home-lead-form";
import { ContentPicture } from "@/components/ui/content-picture";
import { PhoneIcon } from "@/components/ui/phone-icon";
import type { HomeBanner } from "@/lib/content/banners";
import { formCopyIn } from "@/components/forms/form-copy";
import { hero as content } from "@/lib/content/home";
import type { Locale } from "@/lib/i18n/locales";
import { inLocale } from "@/lib/i18n/text";
import { type Facts, phoneHref } from "@/lib/content-store/facts";
import { getFacts } from "@/lib/content-store/read";
import { WhatsNew } from "./whats-new";

/** The banner fills the column on phones and three fifths of the page grid on wide screens. */
const BANNER_SIZES = "(min-width: 1152px) 656px, (min-width: 1024px) 57vw, calc(100vw - 2rem)";

type HeroProps = { locale: Locale; banners: HomeBanner[] };

export async function Hero({ locale, banners }: HeroProps) {
  const hero = inLocale(content, locale);
  const facts = await getFacts();
  const programs = await homeFormPrograms();
  return (
    <div className="bg-pale">
      <div className="mx-auto max-w-page px-4 pt-8 pb-10 sm:pt-12 lg:pb-24">
        <div className="flex flex-col gap-6 lg:flex-row lg:items-start lg:justify-between">
          <div className="max-w-2xl">
            <h1 className="text-display text-navy">{hero.title}</h1>
            <p className="mt-4 text-muted sm:text-lg">{hero.lead}</p>
          </div>
          <WhatsNew locale={locale} className="lg:mt-2 lg:w-80 lg:shrink-0" />
        </div>
        <div className="mt-8 grid gap-6 lg:grid-cols-5">
          <Carousel label={hero.bannerLabel} intervalMs={3000} className="-mx-2 lg:col-span-3">
            {banners.map((banner, i) => (
              <ContentPicture
                key={banner.order}
                image={banner.image[locale]}
                sizes={BANNER_SIZES}
                // The first banner is the largest thing on screen when the page opens.
                preload={i === 0}
                fetchPriority={i === 0 ? "high" : undefined}
                className="h-auto w-full rounded-card"
              />
            ))}
          </Carousel>
          <ContactCard
            locale={locale}
            facts={facts}
            programs={programs}
            className="lg:col-span-2"
          />
        </div>
      </div>
    </div>
  );
}

/**
 * The slate card on the right of the hero: the lead form, then the phone and email as a quicker
 * way. The form is rendered on the server too, so the card has its full height from the first
 * paint; its minimum height keeps the hero steady on wide screens.
 */
function ContactCard({
  locale,
  facts,
  programs,
  className = "",
}: {
  locale: Locale;
  facts: Facts;
  programs: readonly string[];
  className?: string;
}) {
  const { contact } = inLocale(content, locale);
  const form = formCopyIn(locale).home;
  return (
    <section
      id="form-section"
      tabIndex={-1}
      aria-labelledby="form-section-title"
      className={`flex min-h-96 flex-col rounded-card bg-slate p-6 text-paper shadow-card sm:p-8 ${className}`}
    >
      <h2 id="form-section-title" className="text-2xl font-semibold text-lime">
        {form.title}
      </h2>
      <p className="mt-3">{form.intro}</p>
      <HomeLeadForm locale={locale} facts={facts} programs={programs} />
      <div className="mt-6 border-t border-paper/40 pt-4">
        <p>{contact.text}</p>
        <ul className="mt-2 space-y-1">
          <li>
            <a
              href={phoneHref(facts)}
              className="inline-flex min-h-tap items-center gap-3 rounded font-semibold underline-offset-4 hover:underline"
            >
              <PhoneIcon />
              <span>
                <span className="sr-only">{contact.callPrefix} </span>
                {facts.phone}
              </span>
            </a>
          </li>
          <li>
            <a
              href={`mailto:${facts.email}`}
              className="inline-flex min-h-tap items-center gap-3 rounded font-semibold break-all underline-offset-4 hover:underline"
            >
              <MailIcon />
              <span>
                <span className="sr-only">{contact.emailPrefix} </span>
                {facts.email}
              </span>
            </a>
          </li>
        </ul>
      </div>
    </section>
  );
}

function MailIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    >
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 6 9-6" />
    </svg>
  );
}

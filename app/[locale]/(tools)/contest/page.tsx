import { getTranslations } from "next-intl/server";
import { NuqsAdapter } from "nuqs/adapters/next/app";
import { ContestList } from "@/components/learning/contest-list";
import { loadLive, serverNow } from "@/components/learning/load-live";
import { PlatformCards } from "@/components/learning/platform-cards";
import { BackLink } from "@/components/ui/back-link";
import { ButtonLink } from "@/components/ui/button-link";
import { PageIntro } from "@/components/ui/page-intro";
import { Section } from "@/components/ui/section";
import { contestListCopy } from "@/components/learning/list-copy";
import { codersSheet, contestPage as pageCopy } from "@/lib/content/coding-resources";
import { getContests } from "@/lib/services/live-data";
import { pageLocale } from "@/lib/i18n/page-locale";
import { inLocale } from "@/lib/i18n/text";
import { absoluteUrl, localizedMetadata } from "@/lib/seo";

export const generateMetadata = () =>
  localizedMetadata({
    title: pageCopy.metaTitle,
    description: pageCopy.description,
    path: "/contest",
  });

/** The feed of every upcoming contest (app/api/contests/calendar.ics); webcal:// subscribes. */
const CALENDAR_FEED = absoluteUrl("/api/contests/calendar.ics");

// Always rendered on request: the list changes every few minutes and "Live now" depends on the clock.
export const dynamic = "force-dynamic";

/** The contests are in the HTML; searching happens in the browser over that same list. */
export default async function ContestPage() {
  const locale = await pageLocale();
  const contestPage = inLocale(pageCopy, locale);
  const controls = await getTranslations({ locale, namespace: "controls" });
  const initial = await loadLive("/api/contests", async () => (await getContests({ q: "" })).page);
  return (
    <>
      <PageIntro
        title={contestPage.title}
        lead={contestPage.lead}
        before={<BackLink href={contestPage.backHref} label={contestPage.backLabel} />}
      />
      {/* nuqs keeps the platform filter in the address; only this list needs it. */}
      <NuqsAdapter>
        <ContestList
          initial={initial}
          renderedAt={serverNow()}
          copy={contestListCopy(locale, controls("newTab"))}
          feedUrl={CALENDAR_FEED}
        />
      </NuqsAdapter>
      <Section id="about" tone="mist" title={contestPage.aboutTitle}>
        <div className="max-w-3xl space-y-4 text-ink">
          {contestPage.about.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </Section>
      <Section id="practice" title={contestPage.practiceTitle} lead={contestPage.practiceLead}>
        <PlatformCards platforms={inLocale(codersSheet.platforms, locale)} />
      </Section>
      <Section tone="pale">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="max-w-2xl text-lg text-ink">{contestPage.moonCoderText}</p>
          <ButtonLink href={contestPage.moonCoderHref} className="shrink-0">
            {contestPage.moonCoderLabel}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}

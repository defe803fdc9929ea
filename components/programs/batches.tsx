// "Next batches" on a program page: the program's batches a visitor can still join or wait for,
// soonest first, each with its start date, days and hours, in person or online, the seats left
// (computed from the seats staff enter: lib/content-store/batches.ts), its fee and instalments
// when set, and for a full one the way onto the waitlist: the home enquiry form, which has no way
// to preselect a program, so the link says what to write. Server HTML only: the one link is the
// site's JoinUsLink, already on every program page, so the page loads no new script. Nothing at all
// when the program has no such batch (the institute has published none yet).
import { getTranslations } from "next-intl/server";
import { JoinUsLink } from "@/components/ui/join-us-link";
import {
  type Batch,
  batchState,
  formatSchedule,
  formatStartDate,
  nextBatches,
  seatsLeft,
} from "@/lib/content-store/batches";
import { type Instalment, formatRupees } from "@/lib/content-store/fees";
import { textIn } from "@/lib/content-store/text";
import type { Locale } from "@/lib/i18n/locales";

type Props = {
  locale: Locale;
  /** The program's slug, as batches name it. */
  program: string;
  /** The program's name in the page's language, for the waitlist message. */
  programName: string;
  batches: readonly Batch[];
  /** Today in India, YYYY-MM-DD: batches that started before it are gone. */
  today: string;
};

const BADGE = "inline-flex items-center rounded-pill px-3 py-1 text-sm font-semibold";

export async function ProgramBatches({ locale, program, programName, batches, today }: Props) {
  const shown = nextBatches(batches, program, today);
  if (shown.length === 0) return null;
  const t = await getTranslations({ locale, namespace: "batches" });
  return (
    <section id="batches" aria-labelledby="batches-title" className="bg-mist">
      <div className="mx-auto max-w-page px-4 py-12">
        <h2 id="batches-title" className="text-2xl font-semibold text-navy sm:text-3xl">
          {t("title")}
        </h2>
        <p className="mt-3 text-muted">{t("lead")}</p>
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {shown.map((batch, i) => {
            const state = batchState(batch, today);
            const date = formatStartDate(batch.startDate, locale);
            return (
              <li
                key={`${batch.startDate}-${batch.from}-${i}`}
                className="flex flex-col gap-2 rounded-card bg-paper p-5 shadow-card ring-1 ring-line/30"
              >
                <h3 className="text-lg font-semibold text-navy">{t("starts", { date })}</h3>
                <p>{formatSchedule(batch, locale)}</p>
                <p>{batch.mode === "online" ? t("online") : t("inPerson")}</p>
                {state === "full" ? (
                  <div className="mt-1 space-y-3">
                    <p>
                      <span className={`${BADGE} bg-navy text-paper`}>{t("full")}</span>
                    </p>
                    <JoinUsLink variant="navy">
                      {t("waitlist")}
                      <span className="sr-only"> {t("waitlistFor", { date })}</span>
                    </JoinUsLink>
                    <p className="text-sm text-muted">
                      {t("waitlistHint", { program: programName })}
                    </p>
                  </div>
                ) : (
                  <p className="flex flex-wrap items-center gap-3 font-semibold text-leaf">
                    <span>{t("seatsLeft", { left: seatsLeft(batch), seats: batch.seats })}</span>
                    {state === "filling-fast" && (
                      <>
                        {" "}
                        <span className={`${BADGE} bg-orange text-navy`}>{t("fillingFast")}</span>
                      </>
                    )}
                  </p>
                )}
                {batch.fee !== null && (
                  <p className="mt-1 font-semibold">
                    {t("fee", { fee: formatRupees(batch.fee, locale) })}
                  </p>
                )}
                {batch.instalments.length > 0 && (
                  <p className="text-sm">
                    {t("instalments")} <InstalmentPlan plan={batch.instalments} locale={locale} />
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

/** "₹6,000 at joining · ₹6,000 after a month", each "when" marked English where Hindi is missing. */
export function InstalmentPlan({ plan, locale }: { plan: readonly Instalment[]; locale: Locale }) {
  return plan.map((step, i) => {
    const when = textIn(step.when, locale);
    return (
      <span key={i}>
        {i > 0 && " · "}
        {formatRupees(step.amount, locale)}{" "}
        <span lang={when.lang === locale ? undefined : when.lang}>{when.text}</span>
      </span>
    );
  });
}

// The institute's opening hours (lib/content-store/facts.ts), as a visitor reads them and as
// schema.org wants them.
import { LANGUAGE_TAG, type Locale } from "@/lib/i18n/locales";
import type { Facts, Weekday as Day } from "@/lib/content-store/facts";

type Hours = Facts["openingHours"];

const SCHEMA_DAY: Record<Day, string> = {
  Mo: "Monday",
  Tu: "Tuesday",
  We: "Wednesday",
  Th: "Thursday",
  Fr: "Friday",
  Sa: "Saturday",
  Su: "Sunday",
};

// 2024-01-01 was a Monday: a date whose weekday Intl can name in the visitor's language.
const DAY_INDEX: Record<Day, number> = { Mo: 1, Tu: 2, We: 3, Th: 4, Fr: 5, Sa: 6, Su: 7 };

/** Days in week order, grouped into runs of consecutive days (Mon Tue Wed, Fri → [[Mo,Tu,We],[Fr]]). */
function dayRuns(days: readonly Day[]): Day[][] {
  const sorted = [...new Set(days)].sort((a, b) => DAY_INDEX[a] - DAY_INDEX[b]);
  const runs: Day[][] = [];
  for (const day of sorted) {
    const run = runs.at(-1);
    if (run && DAY_INDEX[day] === DAY_INDEX[run.at(-1)!] + 1) run.push(day);
    else runs.push([day]);
  }
  return runs;
}

function time(hhmm: string, locale: Locale): string {
  const [h, m] = hhmm.split(":").map(Number);
  return new Intl.DateTimeFormat(LANGUAGE_TAG[locale], {
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
  }).format(Date.UTC(2024, 0, 1, h, m));
}

/** "Mon–Sat 10:00 am–7:00 pm; Sun …" in the page's language, or null while no hours are set. */
export function openingHoursText(hours: Hours, locale: Locale): string | null {
  if (hours.length === 0) return null;
  const weekday = new Intl.DateTimeFormat(LANGUAGE_TAG[locale], {
    weekday: "short",
    timeZone: "UTC",
  });
  return hours
    .map(({ days, opens, closes }) => {
      const name = (d: Day) => weekday.format(Date.UTC(2024, 0, DAY_INDEX[d]));
      const names = dayRuns(days).map((run) =>
        run.length > 2 ? `${name(run[0]!)}–${name(run.at(-1)!)}` : run.map(name).join(", "),
      );
      return `${names.join(", ")} ${time(opens, locale)}–${time(closes, locale)}`;
    })
    .join("; ");
}

export function openingHoursSpecification(hours: Hours) {
  return hours.map(({ days, opens, closes }) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: days.map((d) => `https://schema.org/${SCHEMA_DAY[d]}`),
    opens,
    closes,
  }));
}

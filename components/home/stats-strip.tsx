import { stats, statsTitle } from "@/lib/content/home";
import { inLocale } from "@/lib/i18n/text";
import { pageLocale } from "@/lib/i18n/page-locale";

/** The white strip of claims that overlaps the bottom edge of the hero on wide screens. */
export async function StatsStrip() {
  const locale = await pageLocale();
  const copy = inLocale({ stats, statsTitle }, locale);
  return (
    <div className="relative z-10 mx-auto max-w-page px-4 pt-8 lg:-mt-14 lg:pt-0">
      <h2 className="sr-only">{copy.statsTitle}</h2>
      <dl className="grid grid-cols-3 divide-x divide-line/40 rounded-card bg-paper shadow-lift ring-1 ring-line/30">
        {copy.stats.map((stat) => (
          <div
            key={stat.label}
            className="flex flex-col items-center px-2 py-4 text-center sm:px-4 sm:py-5"
          >
            <dt className="order-2 text-sm text-muted sm:text-base">{stat.label}</dt>
            <dd className="order-1 text-2xl font-semibold text-leaf sm:text-4xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

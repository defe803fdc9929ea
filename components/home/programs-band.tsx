import { Link } from "@/components/ui/link";
import { Section } from "@/components/ui/section";
import { programLinks, programsTitle } from "@/lib/content/home";
import { inLocale } from "@/lib/i18n/text";
import { pageLocale } from "@/lib/i18n/page-locale";

/** "Our Programs": a slate band of link tiles, one per program page. */
export async function ProgramsBand() {
  const locale = await pageLocale();
  const copy = inLocale({ programLinks, programsTitle }, locale);
  return (
    <Section id="programs" title={copy.programsTitle} tone="slate">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {copy.programLinks.map((program) => (
          <li key={program.href}>
            <Link
              href={program.href}
              className="group flex h-full min-h-tap flex-col gap-2 rounded-card bg-navy p-5 shadow-card transition-shadow hover:shadow-lift"
            >
              <span className="flex items-center justify-between gap-2 text-lg font-semibold text-lime group-hover:underline">
                {program.label}
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  className="h-5 w-5 shrink-0"
                  fill="currentColor"
                >
                  <path d="M7 4l6 6-6 6z" />
                </svg>
              </span>
              <span className="text-sm text-paper">{program.summary}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

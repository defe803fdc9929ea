import { Section } from "@/components/ui/section";
import { keyFeatures, keyFeaturesTitle, type KeyFeature } from "@/lib/content/home";
import { inLocale } from "@/lib/i18n/text";
import { pageLocale } from "@/lib/i18n/page-locale";

const ICONS: Record<KeyFeature["icon"], React.ReactNode> = {
  building: (
    <>
      <path d="M3 21h18M5 21V9l7-5 7 5v12" />
      <path d="M10 21v-5h4v5M9 11h.01M15 11h.01" />
    </>
  ),
  mentor: (
    <>
      <circle cx="9" cy="7" r="3" />
      <path d="M3 20a6 6 0 0 1 12 0M15 4h6v7h-4M17 11l-2 2" />
    </>
  ),
  growth: (
    <>
      <path d="M3 17l6-6 4 4 8-8" />
      <path d="M15 7h6v6" />
    </>
  ),
};

/** Three cards on pale green: what the institute offers beyond the syllabus. */
export async function KeyFeatures() {
  const locale = await pageLocale();
  const copy = inLocale({ keyFeatures, keyFeaturesTitle }, locale);
  return (
    <Section id="key-features" title={copy.keyFeaturesTitle} tone="pale" className="mt-10">
      <ul className="grid gap-6 md:grid-cols-3">
        {copy.keyFeatures.map((feature) => (
          <li key={feature.title} className="rounded-card bg-paper p-6 shadow-card">
            <span className="inline-flex h-14 w-14 items-center justify-center rounded-pill bg-navy text-lime">
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="h-7 w-7"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                {ICONS[feature.icon]}
              </svg>
            </span>
            <h3 className="mt-4 text-xl font-semibold text-navy">{feature.title}</h3>
            <p className="mt-2 text-muted">{feature.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

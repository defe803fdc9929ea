import { BackLink } from "@/components/ui/back-link";
import { JsonLd } from "@/components/ui/json-ld";
import { PageIntro } from "@/components/ui/page-intro";
import { Section } from "@/components/ui/section";
import { swayam as content } from "@/lib/content/swayam";
import { pageLocale } from "@/lib/i18n/page-locale";
import { inLocale } from "@/lib/i18n/text";
import { courseJsonLd, localizedMetadata } from "@/lib/seo";

const PATH = "/swayam-batch";

export const generateMetadata = () =>
  localizedMetadata({
    title: content.title,
    description: content.description,
    path: PATH,
  });

export default async function SwayamBatchPage() {
  const locale = await pageLocale();
  const swayam = inLocale(content, locale);
  return (
    <>
      <PageIntro
        title={swayam.title}
        lead={swayam.lead}
        before={<BackLink href="/features" label={swayam.back} />}
      >
        <dl className="mt-8 grid max-w-md grid-cols-2 gap-4">
          {swayam.stats.map((s) => (
            <div
              key={s.label}
              className="flex flex-col-reverse justify-end rounded-card bg-navy px-5 py-4"
            >
              <dt className="text-sm text-paper">{s.label}</dt>
              <dd className="text-4xl font-semibold text-lime">{s.value}</dd>
            </div>
          ))}
        </dl>
      </PageIntro>

      <Section>
        <div className="grid gap-8 md:grid-cols-2">
          <div className="rounded-card border-2 border-leaf p-6">
            <h2 className="text-2xl font-semibold text-leaf">{swayam.audience.title}</h2>
            <p className="mt-3 text-ink">{swayam.audience.text}</p>
          </div>
          <div>
            <h2 className="text-2xl font-semibold text-navy">{swayam.howItWorks.title}</h2>
            <ul className="mt-3 list-disc space-y-2 pl-6 text-ink">
              {swayam.howItWorks.points.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section id="technologies" title={swayam.technologies.title} tone="mist">
        <ul className="flex flex-wrap gap-3">
          {swayam.technologies.items.map((t) => (
            <li
              key={t}
              className="rounded-pill bg-paper px-4 py-2 font-semibold text-navy ring-1 ring-line/60"
            >
              {t}
            </li>
          ))}
        </ul>
      </Section>

      <JsonLd
        data={courseJsonLd(
          { name: swayam.title, description: swayam.description, path: PATH },
          locale,
        )}
      />
    </>
  );
}

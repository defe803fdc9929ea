import { ContactSection } from "@/components/about/contact-section";
import { FeatureList } from "@/components/about/feature-list";
import { TeamSections } from "@/components/about/team-sections";
import { PageIntro } from "@/components/ui/page-intro";
import { Section } from "@/components/ui/section";
import { about } from "@/lib/content/about";
import { stats } from "@/lib/content/home";
import { aboutTeam } from "@/lib/content/people";
import { pageLocale } from "@/lib/i18n/page-locale";
import { inLocale } from "@/lib/i18n/text";
import { localizedMetadata } from "@/lib/seo";
import { addressLine } from "@/lib/content-store/facts";
import { getFacts } from "@/lib/content-store/read";

export const generateMetadata = () =>
  localizedMetadata({
    title: about.meta.title,
    description: about.meta.description,
    path: "/AboutUs",
  });

export default async function AboutPage() {
  const locale = await pageLocale();
  const facts = await getFacts();
  const { intro, story, glance, features, whyChooseUs, giveBack, team, join, contact } = inLocale(
    about,
    locale,
  );
  const teams = inLocale(aboutTeam, locale);
  return (
    <>
      <PageIntro title={intro.title} lead={intro.lead} />
      <Section id="our-story" title={story.title}>
        <div className="grid gap-8 lg:grid-cols-3">
          <div className="space-y-4 text-lg text-ink lg:col-span-2">
            {story.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <aside aria-labelledby="glance-title" className="rounded-card bg-pale p-6">
            <h3 id="glance-title" className="text-lg font-semibold text-navy">
              {glance.title}
            </h3>
            <dl className="mt-4 grid grid-cols-2 gap-4">
              {[...glance.facts, ...inLocale(stats, locale)].map((fact) => (
                <div key={fact.label} className="flex flex-col">
                  <dt className="order-2 text-sm text-muted">{fact.label}</dt>
                  <dd className="order-1 font-semibold text-leaf">{fact.value}</dd>
                </div>
              ))}
            </dl>
          </aside>
        </div>
      </Section>
      <Section id="what-you-get" title={features.title} tone="mist">
        <FeatureList items={features.items} />
      </Section>
      <Section id="why-choose-us" title={whyChooseUs.title}>
        <ol className="grid gap-6 sm:grid-cols-2">
          {whyChooseUs.points.map((point, i) => (
            <li key={point.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="w-12 shrink-0 text-3xl leading-none font-semibold text-leaf tabular-nums"
              >
                {String(i + 1).padStart(2, "0")}
              </span>
              <div>
                <h3 className="font-semibold text-navy">{point.title}</h3>
                <p className="mt-1 text-muted">{point.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>
      <Section id="we-give-back" title={giveBack.title} tone="pale">
        <div className="max-w-3xl space-y-4 text-lg text-ink">
          {giveBack.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </Section>
      <Section id="team" title={team.title} lead={team.lead}>
        <TeamSections sections={teams} />
      </Section>
      <ContactSection join={join} contact={contact} address={addressLine(facts, locale)} />
    </>
  );
}

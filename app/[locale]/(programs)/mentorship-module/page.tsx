import { MentorshipBooking } from "@/components/forms/mentorship-booking";
import { BackLink } from "@/components/ui/back-link";
import { Carousel } from "@/components/ui/carousel";
import { ImageCard } from "@/components/ui/image-card";
import { PageIntro } from "@/components/ui/page-intro";
import { Section } from "@/components/ui/section";
import { mentorship as mentorshipText } from "@/lib/content/mentorship";
import { pageLocale } from "@/lib/i18n/page-locale";
import { inLocale } from "@/lib/i18n/text";
import { localizedMetadata } from "@/lib/seo";
import { phoneHref } from "@/lib/content-store/facts";
import { getFacts } from "@/lib/content-store/read";

export const generateMetadata = () =>
  localizedMetadata({
    title: mentorshipText.title,
    description: mentorshipText.description,
    path: "/mentorship-module",
  });

const contactLink =
  "inline-flex min-h-tap items-center justify-center rounded-pill px-5 py-2 text-center font-semibold wrap-anywhere";

export default async function MentorshipPage() {
  const locale = await pageLocale();
  const facts = await getFacts();
  const mentorship = inLocale(mentorshipText, locale);
  const { booking } = mentorship;
  return (
    <>
      <PageIntro
        title={mentorship.title}
        lead={mentorship.lead}
        before={<BackLink href={mentorship.backHref} label={mentorship.backLabel} />}
      />
      <Section id="experts" title={mentorship.expertsTitle} lead={mentorship.expertsLead}>
        <Carousel
          label={mentorship.expertsTitle}
          intervalMs={mentorship.expertsIntervalMs}
          perView="responsive"
          className="-mx-2"
        >
          {mentorship.experts.map((e) => (
            <ImageCard
              key={e.image.src}
              image={e.image}
              sizes="(max-width: 480px) 100vw, (max-width: 768px) 50vw, (max-width: 1024px) 33vw, 280px"
              title={e.name}
            >
              <p className="mt-1 text-sm text-muted">{e.text}</p>
            </ImageCard>
          ))}
        </Carousel>
      </Section>
      <Section id="features" tone="pale" title={mentorship.featuresTitle}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {mentorship.features.map((f) => (
            <li key={f.heading} className="rounded-card bg-paper p-5 shadow-card">
              <h3 className="text-lg font-semibold text-navy">{f.heading}</h3>
              <p className="mt-2 text-muted">{f.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="book" tone="navy" title={booking.title} lead={booking.text}>
        <MentorshipBooking locale={locale} studyYearLabels={booking.studyYearLabels} />
        <p className="mt-10">{booking.otherWaysText}</p>
        <ul className="mt-4 flex flex-col gap-4 sm:flex-row sm:flex-wrap">
          <li>
            <a
              href={phoneHref(facts)}
              className={`${contactLink} bg-lime text-navy hover:bg-lime-deep`}
            >
              {booking.callLabel}: {facts.phone}
            </a>
          </li>
          <li>
            <a
              href={`mailto:${facts.email}`}
              className={`${contactLink} border-2 border-lime text-lime hover:bg-slate`}
            >
              {booking.emailLabel}: {facts.email}
            </a>
          </li>
          <li>
            {/* A plain link: /Gform answers with a redirect to the off-site form. */}
            <a
              href={booking.formHref}
              className={`${contactLink} border-2 border-lime text-lime hover:bg-slate`}
            >
              {booking.formLabel}
            </a>
          </li>
        </ul>
      </Section>
    </>
  );
}

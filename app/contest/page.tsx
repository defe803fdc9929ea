import { PlatformCards } from "@/components/learning/platform-cards";
import { BackLink } from "@/components/ui/back-link";
import { ButtonLink } from "@/components/ui/button-link";
import { Notice } from "@/components/ui/notice";
import { PageIntro } from "@/components/ui/page-intro";
import { Section } from "@/components/ui/section";
import { codersSheet, contestPage } from "@/lib/content/coding-resources";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata({
  title: "Upcoming Coding Contests",
  description: contestPage.description,
  path: "/contest",
});

export default function ContestPage() {
  return (
    <>
      <PageIntro
        title={contestPage.title}
        lead={contestPage.lead}
        before={<BackLink href={contestPage.backHref} label={contestPage.backLabel} />}
      >
        <Notice>{contestPage.notice}</Notice>
      </PageIntro>
      <Section id="about" title={contestPage.aboutTitle}>
        <div className="max-w-3xl space-y-4 text-ink">
          {contestPage.about.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </Section>
      <Section
        id="practice"
        tone="mist"
        title={contestPage.practiceTitle}
        lead={contestPage.practiceLead}
      >
        <PlatformCards platforms={codersSheet.platforms} />
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

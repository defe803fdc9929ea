import { CoderSheetGate } from "@/components/forms/coder-sheet-gate";
import { PlatformCards } from "@/components/learning/platform-cards";
import { BackLink } from "@/components/ui/back-link";
import { PageIntro } from "@/components/ui/page-intro";
import { Section } from "@/components/ui/section";
import { codersSheet } from "@/lib/content/coding-resources";
import { inLocale } from "@/lib/i18n/text";
import { localeParams } from "@/lib/i18n/pages";
import { localizedMetadata } from "@/lib/seo";

export const generateMetadata = () =>
  localizedMetadata({
    title: codersSheet.title,
    description: codersSheet.description,
    path: "/coders-sheet",
  });

// English only so far: pre-rendered in the languages it exists in.
export const generateStaticParams = localeParams("/coders-sheet");

export default function CodersSheetPage() {
  return (
    <>
      <PageIntro
        title={codersSheet.title}
        lead={codersSheet.lead}
        before={<BackLink href={codersSheet.backHref} label={codersSheet.backLabel} />}
      />
      <Section id="platforms">
        <CoderSheetGate platformsTitle={codersSheet.platformsTitle} lead={codersSheet.gateLead}>
          <PlatformCards platforms={inLocale(codersSheet.platforms, "en")} />
        </CoderSheetGate>
      </Section>
    </>
  );
}

import { CoderSheetGate } from "@/components/forms/coder-sheet-gate";
import { PlatformCards } from "@/components/learning/platform-cards";
import { BackLink } from "@/components/ui/back-link";
import { PageIntro } from "@/components/ui/page-intro";
import { Section } from "@/components/ui/section";
import { codersSheet } from "@/lib/content/coding-resources";
import { localizedMetadata } from "@/lib/seo";

export const generateMetadata = () =>
  localizedMetadata({
    title: codersSheet.title,
    description: codersSheet.description,
    path: "/coders-sheet",
  });

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
          <PlatformCards platforms={codersSheet.platforms} />
        </CoderSheetGate>
      </Section>
    </>
  );
}

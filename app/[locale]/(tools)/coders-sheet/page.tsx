import { CoderSheetGate } from "@/components/forms/coder-sheet-gate";
import { PlatformCards } from "@/components/learning/platform-cards";
import { BackLink } from "@/components/ui/back-link";
import { PageIntro } from "@/components/ui/page-intro";
import { Section } from "@/components/ui/section";
import { codersSheet as codersSheetText } from "@/lib/content/coding-resources";
import { pageLocale } from "@/lib/i18n/page-locale";
import { inLocale } from "@/lib/i18n/text";
import { localizedMetadata } from "@/lib/seo";

export const generateMetadata = () =>
  localizedMetadata({
    title: codersSheetText.title,
    description: codersSheetText.description,
    path: "/coders-sheet",
  });

export default async function CodersSheetPage() {
  const locale = await pageLocale();
  const codersSheet = inLocale(codersSheetText, locale);
  return (
    <>
      <PageIntro
        title={codersSheet.title}
        lead={codersSheet.lead}
        before={<BackLink href={codersSheet.backHref} label={codersSheet.backLabel} />}
      />
      <Section id="platforms">
        <CoderSheetGate
          locale={locale}
          platformsTitle={codersSheet.platformsTitle}
          lead={codersSheet.gateLead}
        >
          <PlatformCards platforms={codersSheet.platforms} />
        </CoderSheetGate>
      </Section>
    </>
  );
}

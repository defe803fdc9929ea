import { PlatformCards } from "@/components/learning/platform-cards";
import { BackLink } from "@/components/ui/back-link";
import { PageIntro } from "@/components/ui/page-intro";
import { Section } from "@/components/ui/section";
import { codersSheet } from "@/lib/content/coding-resources";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata({
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
      <Section id="platforms" title={codersSheet.platformsTitle}>
        <PlatformCards platforms={codersSheet.platforms} />
      </Section>
    </>
  );
}

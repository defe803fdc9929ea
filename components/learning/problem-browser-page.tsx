// One problem browser page (each platform's path, app/[locale]/(tools)/[platform]) around the first
// page of its list: the page reads its filters and loads that page; this puts it in the page's
// language.
import { getTranslations } from "next-intl/server";
import { NuqsAdapter } from "nuqs/adapters/next/app";
import { ProblemBrowser } from "@/components/learning/problem-browser";
import { ProblemBrowserIntro } from "@/components/learning/problem-browser-intro";
import type { LiveInitial } from "@/components/learning/live-state";
import type { PlatformId } from "@/components/learning/problem-platforms";
import { problemListCopy } from "@/components/learning/list-copy";
import { problemBrowserOrThrow } from "@/lib/content/coding-resources";
import { progressCopy } from "@/lib/content/practice-progress";
import { pageLocale } from "@/lib/i18n/page-locale";
import { inLocale } from "@/lib/i18n/text";
import { localizedMetadata } from "@/lib/seo";

export type BrowserPageProps = {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** A browser page's metadata. */
export function browserMetadata(path: string) {
  const browser = problemBrowserOrThrow(path);
  return localizedMetadata({
    title: browser.metaTitle,
    description: browser.description,
    path: browser.path,
  });
}

type Props = {
  platform: PlatformId;
  /** Its address, which names its copy (lib/content/coding-resources.ts). */
  path: string;
  /** The first page for the address's filters, in the HTML; the list then takes over. */
  initial: LiveInitial<unknown>;
  /** Where the platform has a tag picker: every tag of its list, most used first. */
  tags?: readonly string[];
};

export async function ProblemBrowserPage({ platform, path, initial, tags }: Props) {
  const locale = await pageLocale();
  const browser = inLocale(problemBrowserOrThrow(path), locale);
  const controls = await getTranslations({ locale, namespace: "controls" });
  return (
    <ProblemBrowserIntro locale={locale} browser={browser}>
      {/* nuqs keeps the filters in the address; only the list needs it. */}
      <NuqsAdapter>
        <ProblemBrowser
          platform={platform}
          initial={initial}
          copy={problemListCopy(locale, controls("newTab"))}
          progressCopy={inLocale(progressCopy, locale)}
          tags={tags}
        />
      </NuqsAdapter>
    </ProblemBrowserIntro>
  );
}

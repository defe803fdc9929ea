import { ProblemBrowserIntro } from "@/components/learning/problem-browser-intro";
import { problemBrowserOrThrow } from "@/lib/content/coding-resources";
import { pageMetadata } from "@/lib/seo";

const browser = problemBrowserOrThrow("/atcoder");

export const metadata = pageMetadata({
  title: browser.metaTitle,
  description: browser.description,
  path: browser.path,
});

export default function AtCoderPage() {
  return <ProblemBrowserIntro browser={browser} />;
}

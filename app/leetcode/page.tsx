import { ProblemBrowserIntro } from "@/components/learning/problem-browser-intro";
import { problemBrowserOrThrow } from "@/lib/content/coding-resources";
import { pageMetadata } from "@/lib/seo";

const browser = problemBrowserOrThrow("/leetcode");

export const metadata = pageMetadata({
  title: browser.metaTitle,
  description: browser.description,
  path: browser.path,
});

export default function LeetCodePage() {
  return <ProblemBrowserIntro browser={browser} />;
}

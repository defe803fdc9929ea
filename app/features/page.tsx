import Image from "next/image";
import Link from "next/link";
import { PageIntro } from "@/components/ui/page-intro";
import { featureCards } from "@/lib/content/features";
import { pageMetadata } from "@/lib/seo";

export const metadata = pageMetadata({
  title: "Features",
  description:
    "Everything a Coder House student gets beyond the classroom: Swayam recordings, company-specific marathon classes, the coder sheet, mentorship, contests, mock interviews and internships.",
  path: "/features",
});

export default function FeaturesPage() {
  return (
    <>
      <PageIntro
        title="Features"
        lead="Classes are where it starts. These are the tools, sessions and programs that take you from your first program to your first offer letter."
      />
      <div className="mx-auto max-w-page px-4 py-12">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {featureCards.map((card) => (
            <li key={card.href}>
              <Link
                href={card.href}
                className="group flex h-full flex-col overflow-hidden rounded-card bg-paper shadow-card ring-1 ring-line/40 transition-shadow hover:shadow-lift"
              >
                <Image
                  src={card.image.src}
                  alt={card.image.alt}
                  width={card.image.width}
                  height={card.image.height}
                  sizes="(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 25vw"
                  className="h-auto w-full"
                />
                <span className="flex flex-1 flex-col gap-2 p-4">
                  <span className="text-lg font-semibold text-navy group-hover:underline">
                    {card.title}
                  </span>
                  <span className="text-sm text-muted">{card.summary}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

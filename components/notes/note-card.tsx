import { ContentPicture } from "@/components/ui/content-picture";
import { Link } from "@/components/ui/link";
import { categoryPath, type NoteCategory } from "@/lib/content/notes";
import type { InLocale } from "@/lib/i18n/text";

/** The category in the page's language. */
type NoteCardProps = { category: InLocale<NoteCategory>; linkText: string };

/** A catalogue card: the whole card is the link's tap area, the link text names the category. */
export function NoteCard({ category, linkText }: NoteCardProps) {
  return (
    <article className="relative flex h-full min-h-24 items-center gap-4 rounded-card bg-paper p-4 shadow-card ring-1 ring-line/40 transition-shadow hover:shadow-lift">
      {category.logo && (
        <ContentPicture
          image={category.logo}
          sizes="80px"
          className="h-15 w-20 shrink-0 rounded-card ring-1 ring-line/30"
        />
      )}
      <div className="min-w-0">
        <h2 className="text-lg font-semibold text-navy">{category.name}</h2>
        <Link
          href={categoryPath(category.name)}
          className="mt-1 inline-block font-semibold text-leaf underline-offset-4 after:absolute after:inset-0 after:rounded-card hover:underline"
        >
          {linkText}
        </Link>
      </div>
    </article>
  );
}

import { NoteCard } from "@/components/notes/note-card";
import { NotesSearch } from "@/components/notes/notes-search";
import { PageIntro } from "@/components/ui/page-intro";
import { noteCategories, notesPage as content } from "@/lib/content/notes";
import { pageLocale } from "@/lib/i18n/page-locale";
import { inLocale } from "@/lib/i18n/text";
import { fillTemplate } from "@/lib/text";
import { localizedMetadata } from "@/lib/seo";

export const generateMetadata = () =>
  localizedMetadata({
    title: content.title,
    description: content.description,
    path: "/notes",
  });

export default async function NotesPage() {
  const locale = await pageLocale();
  const notesPage = inLocale(content, locale);
  // The cards show each category in the page's language (its name is the same in both).
  const categories = inLocale(noteCategories, locale);
  return (
    <>
      <PageIntro title={notesPage.title} lead={notesPage.tagline} />
      <div className="mx-auto max-w-page px-4 py-10">
        <NotesSearch
          label={notesPage.searchLabel}
          placeholder={notesPage.searchPlaceholder}
          countAll={notesPage.countAll}
          countSome={notesPage.countSome}
          emptyMessage={notesPage.emptyMessage}
          items={categories.map((category) => ({
            name: category.name,
            card: (
              <NoteCard
                category={category}
                linkText={fillTemplate(notesPage.cardLink, { category: category.name })}
              />
            ),
          }))}
        />
      </div>
    </>
  );
}

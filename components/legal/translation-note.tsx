import { Link } from "@/components/ui/link";

type TranslationNoteProps = { text: string; href: string };

/** Above a Hindi legal document: it is a translation, the English text prevails and is one tap away. */
export function TranslationNote({ text, href }: TranslationNoteProps) {
  return (
    <p role="note" className="mt-4 rounded-card bg-orange/20 p-4 text-navy">
      {text}{" "}
      <Link href={href} locale="en" hrefLang="en-IN" lang="en" className="font-semibold underline">
        Read the English text
      </Link>
    </p>
  );
}

// A notice's text and link (lib/content-store/notices.ts) in the page's language, as the home
// page's What's New box and the site banner both show them. Where the Hindi was left empty, a
// Hindi page shows the English marked lang="en", so a screen reader reads it as English. A page of
// this site opens through the app's Link (in the page's language); an address elsewhere is a plain
// link.
import { Link } from "@/components/ui/link";
import type { NoticeLink as Target } from "@/lib/content-store/notices";
import { type EditedText, textIn } from "@/lib/content-store/text";
import type { Locale } from "@/lib/i18n/locales";

/** The lang attribute of text in `lang` on a page in `locale`: none when they agree. */
const langOn = (lang: Locale, locale: Locale) => (lang === locale ? undefined : lang);

export function NoticeText({
  text,
  locale,
  className,
}: {
  text: EditedText;
  locale: Locale;
  className?: string;
}) {
  const shown = textIn(text, locale);
  return (
    <p className={className} lang={langOn(shown.lang, locale)}>
      {shown.text}
    </p>
  );
}

export function NoticeLink({
  link,
  locale,
  className,
}: {
  link: Target;
  locale: Locale;
  className: string;
}) {
  const label = textIn(link.label, locale);
  const content = (
    <>
      {label.text}
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 shrink-0" fill="currentColor">
        <path d="M7 4l6 6-6 6z" />
      </svg>
    </>
  );
  const lang = langOn(label.lang, locale);
  return link.href.startsWith("/") ? (
    <Link href={link.href} className={className} lang={lang}>
      {content}
    </Link>
  ) : (
    <a href={link.href} className={className} lang={lang}>
      {content}
    </a>
  );
}

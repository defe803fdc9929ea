import { Link } from "@/components/ui/link";
import { whatsNew as content } from "@/lib/content/home";
import type { Locale } from "@/lib/i18n/locales";
import { inLocale } from "@/lib/i18n/text";

/** The orange "What's New" bubble: one current announcement with a link to its page. */
export function WhatsNew({ locale, className = "" }: { locale: Locale; className?: string }) {
  const whatsNew = inLocale(content, locale);
  return (
    <aside
      aria-labelledby="whats-new-title"
      className={`relative rounded-card bg-orange p-5 text-navy shadow-card ${className}`}
    >
      <h2 id="whats-new-title" className="text-sm font-semibold tracking-wide uppercase">
        {whatsNew.label}
      </h2>
      <p className="mt-1">{whatsNew.text}</p>
      <Link
        href={whatsNew.href}
        className="mt-2 inline-flex min-h-tap items-center gap-1 rounded font-semibold underline underline-offset-4"
      >
        {whatsNew.linkLabel}
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
          <path d="M7 4l6 6-6 6z" />
        </svg>
      </Link>
      {/* The bubble's tail. */}
      <span
        aria-hidden="true"
        className="absolute -top-2 left-8 h-4 w-4 rotate-45 bg-orange lg:top-8 lg:-left-2"
      />
    </aside>
  );
}

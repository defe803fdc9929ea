// Newer / "Page n of m" / Older under a staff list; `hrefOf` makes the address of a page.
import { Link } from "@/components/ui/link";

const linkClass = "font-semibold text-navy underline";

export function Pager({
  page,
  pages,
  hrefOf,
}: {
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
}) {
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-2 text-sm">
      {page > 1 ? (
        <Link href={hrefOf(page - 1)} className={linkClass}>
          Newer
        </Link>
      ) : (
        <span />
      )}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link href={hrefOf(page + 1)} className={linkClass}>
          Older
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

// Newer / "Page n of m" / Older under a staff list; `hrefOf` makes the address of a page, and a
// list not ordered by time names its steps (Previous / Next).
import { Link } from "@/components/ui/link";

const linkClass = "inline-flex min-h-tap items-center font-semibold text-navy underline";

export function Pager({
  page,
  pages,
  hrefOf,
  steps = ["Newer", "Older"],
}: {
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
  steps?: [back: string, on: string];
}) {
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-2 text-sm">
      {page > 1 ? (
        <Link href={hrefOf(page - 1)} className={linkClass}>
          {steps[0]}
        </Link>
      ) : (
        <span />
      )}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link href={hrefOf(page + 1)} className={linkClass}>
          {steps[1]}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

import type { MouseEventHandler } from "react";
import { Link } from "@/components/ui/link";

type BackLinkProps = {
  href: string;
  label: string;
  /** For a client parent that goes back through history instead (see HistoryBackLink). */
  onClick?: MouseEventHandler<HTMLAnchorElement>;
};

/** The "Back" control of inner pages: a real link, so it works without JavaScript. */
export function BackLink({ href, label, onClick }: BackLinkProps) {
  return (
    <Link
      href={href}
      onClick={onClick}
      className="inline-flex min-h-tap items-center gap-2 rounded-pill border-2 border-navy px-4 font-semibold text-navy hover:bg-pale"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
        <path d="M12 4l-6 6 6 6z" />
      </svg>
      {label}
    </Link>
  );
}

import type { ReactNode } from "react";
import { Link } from "@/components/ui/link";
import { NewTabNote } from "@/components/ui/new-tab-note";

const VARIANTS = {
  /** Lime fill: use on navy or slate backgrounds. */
  lime: "bg-lime text-navy hover:bg-lime-deep",
  /** Navy fill: use on white or pale backgrounds. */
  navy: "bg-navy text-paper hover:bg-slate",
  /** Outline on light backgrounds. */
  outline: "border-2 border-navy text-navy hover:bg-pale",
} as const;

export type ButtonVariant = keyof typeof VARIANTS;

export function buttonClass(variant: ButtonVariant = "navy", extra = ""): string {
  return `inline-flex min-h-tap items-center justify-center gap-2 rounded-pill px-6 font-semibold transition-colors ${VARIANTS[variant]} ${extra}`;
}

type ButtonLinkProps = {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  className?: string;
  /** Opens an off-site document in a new tab (the label says so to screen readers). */
  external?: boolean;
  /** A plain link: a full page load, or a file download. */
  plain?: boolean;
  download?: boolean;
};

/** A link styled as a button. Internal links navigate client-side through the site's Link. */
export function ButtonLink({
  href,
  children,
  variant = "navy",
  className = "",
  external,
  plain,
  download,
}: ButtonLinkProps) {
  const cls = buttonClass(variant, className);
  if (external) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={cls}>
        {children}
        <NewTabNote />
      </a>
    );
  }
  if (plain || download) {
    return (
      <a href={href} className={cls} download={download || undefined}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} className={cls}>
      {children}
    </Link>
  );
}

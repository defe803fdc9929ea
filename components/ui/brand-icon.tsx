import type { SimpleIcon } from "simple-icons";

type BrandIconProps = { icon: Pick<SimpleIcon, "path">; className?: string };

/** A brand mark from simple-icons, inlined (decorative; the link or text beside it names it). */
export function BrandIcon({ icon, className }: BrandIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={className}
      fill="currentColor"
    >
      <path d={icon.path} />
    </svg>
  );
}

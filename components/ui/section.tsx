import type { ReactNode } from "react";

const TONES = {
  paper: "bg-paper",
  mist: "bg-mist",
  pale: "bg-pale",
  slate: "bg-slate text-paper",
  navy: "bg-navy text-paper",
} as const;

type SectionProps = {
  title?: string;
  id?: string;
  tone?: keyof typeof TONES;
  lead?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** A full-width band of a page with an h2 and contents on the page grid. */
export function Section({
  title,
  id,
  tone = "paper",
  lead,
  className = "",
  children,
}: SectionProps) {
  const dark = tone === "slate" || tone === "navy";
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={`render-when-near ${TONES[tone]} ${className}`}
    >
      <div className="mx-auto max-w-page px-4 py-12">
        {title && (
          <h2
            id={headingId}
            className={`text-2xl font-semibold sm:text-3xl ${dark ? "text-lime" : "text-navy"}`}
          >
            {title}
          </h2>
        )}
        {lead && <p className={`mt-3 max-w-3xl ${dark ? "text-paper" : "text-muted"}`}>{lead}</p>}
        <div className={title || lead ? "mt-8" : ""}>{children}</div>
      </div>
    </section>
  );
}

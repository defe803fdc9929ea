import type { ReactNode } from "react";

type PageIntroProps = {
  title: string;
  /** A line under the title. */
  lead?: ReactNode;
  /** Placed above the title, e.g. a BackLink. */
  before?: ReactNode;
  children?: ReactNode;
};

/** The top band of an inner page: its one h1 and a short lead, on the pale brand background. */
export function PageIntro({ title, lead, before, children }: PageIntroProps) {
  return (
    <div className="bg-pale">
      <div className="mx-auto max-w-page px-4 py-10 sm:py-14">
        {before && <div className="mb-6">{before}</div>}
        <h1 className="text-display text-navy">{title}</h1>
        {lead && <p className="mt-4 max-w-3xl text-lg text-muted">{lead}</p>}
        {children}
      </div>
    </div>
  );
}

// The problem browser's controls: a filter select, and the Previous / Next page links.
import { type ReactNode, type Ref, useId, useRef } from "react";

type PageLinkProps = {
  href: string;
  disabled: boolean;
  onNavigate: () => void;
  linkRef: Ref<HTMLAnchorElement>;
  children: ReactNode;
};

const PAGE_LINK_CLASS =
  "inline-flex min-h-tap items-center rounded-pill border-2 px-5 font-semibold";

/**
 * Previous / Next: a real link (it works before scripts load and crawlers can follow it) that
 * changes the page in place once they have. At either end it is shown, disabled, without a link.
 */
function PageLink({ href, disabled, onNavigate, linkRef, children }: PageLinkProps) {
  if (disabled) {
    return (
      <a role="link" aria-disabled="true" className={`${PAGE_LINK_CLASS} border-line text-muted`}>
        {children}
      </a>
    );
  }
  return (
    <a
      ref={linkRef}
      href={href}
      onClick={(event) => {
        // Let the browser open new tabs and windows itself.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
          return;
        event.preventDefault();
        onNavigate();
      }}
      className={`${PAGE_LINK_CLASS} border-navy text-navy hover:bg-pale`}
    >
      {children}
    </a>
  );
}

type FilterSelectProps = {
  name: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
};

export function FilterSelect({ name, label, value, options, onChange }: FilterSelectProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold text-navy">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="min-h-tap rounded-card border-2 border-line bg-paper px-3 text-ink focus:border-navy"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

type PageNavProps = {
  label: string;
  page: number;
  totalPages: number;
  /** No page can be reached (the list is unavailable). */
  disabled: boolean;
  hrefFor: (page: number) => string;
  onGo: (page: number) => void;
  pageOf: string;
  previous: string;
  next: string;
};

/** Previous, "Page x of y", Next. */
export function PageNav(props: PageNavProps) {
  const { label, page, totalPages, disabled, hrefFor, onGo, pageOf, previous, next } = props;
  const previousRef = useRef<HTMLAnchorElement>(null);
  const nextRef = useRef<HTMLAnchorElement>(null);
  const go = (target: number) => {
    onGo(target);
    // A link that turns disabled would drop keyboard focus on the floor.
    if (target <= 1) nextRef.current?.focus();
    else if (target >= totalPages) previousRef.current?.focus();
  };
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-between gap-4">
      <PageLink
        linkRef={previousRef}
        href={hrefFor(page - 1)}
        disabled={disabled || page <= 1}
        onNavigate={() => go(page - 1)}
      >
        {previous}
      </PageLink>
      <p className="text-center text-ink">{pageOf}</p>
      <PageLink
        linkRef={nextRef}
        href={hrefFor(page + 1)}
        disabled={disabled || page >= totalPages}
        onNavigate={() => go(page + 1)}
      >
        {next}
      </PageLink>
    </nav>
  );
}

"use client";

import { useId, useState, type ReactNode } from "react";
import { fillTemplate } from "@/lib/text";

export type NotesSearchItem = {
  /** The category name the search matches against. */
  name: string;
  /** The server-rendered card. */
  card: ReactNode;
};

type NotesSearchProps = {
  items: NotesSearchItem[];
  label: string;
  placeholder: string;
  /** "Showing all {total} courses" */
  countAll: string;
  /** "Showing {count} of {total} courses" */
  countSome: string;
  emptyMessage: string;
};

/** Case-insensitive substring match on the name; surrounding spaces (phone keyboards) are ignored. */
function matchesQuery(name: string, query: string): boolean {
  return name.toLowerCase().includes(query.trim().toLowerCase());
}

/**
 * The catalogue's live search. Every card arrives rendered by the server, so the full list is in
 * the HTML; typing only hides the cards that do not match.
 */
export function NotesSearch({
  items,
  label,
  placeholder,
  countAll,
  countSome,
  emptyMessage,
}: NotesSearchProps) {
  const [query, setQuery] = useState("");
  const inputId = useId();
  const shown = items.map((item) => matchesQuery(item.name, query));
  const count = shown.filter(Boolean).length;
  const status =
    count === 0
      ? emptyMessage
      : count === items.length
        ? fillTemplate(countAll, { count, total: items.length })
        : fillTemplate(countSome, { count, total: items.length });

  return (
    <div>
      <div role="search" className="max-w-xl">
        <label htmlFor={inputId} className="block font-semibold text-navy">
          {label}
        </label>
        <input
          id={inputId}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          className="mt-2 block min-h-tap w-full rounded-pill border-2 border-line bg-paper px-5 text-ink placeholder:text-muted focus:border-navy"
        />
      </div>
      <p
        role="status"
        aria-live="polite"
        className={`mt-4 min-h-tap ${count === 0 ? "text-lg font-semibold text-navy" : "text-sm text-muted"}`}
      >
        {status}
      </p>
      <ul className="mt-2 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item, i) => (
          <li key={item.name} hidden={!shown[i]}>
            {item.card}
          </li>
        ))}
      </ul>
    </div>
  );
}

import type { TitledText } from "@/lib/content/about";

/** A grid of short titled points, each with a tick. */
export function FeatureList({ items }: { items: TitledText[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.title} className="flex gap-4 rounded-card bg-paper p-5 shadow-card">
          <span
            aria-hidden="true"
            className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-pill bg-navy text-lime"
          >
            <svg
              viewBox="0 0 24 24"
              className="h-5 w-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="3"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M5 12l5 5 9-10" />
            </svg>
          </span>
          <div>
            <h3 className="font-semibold text-navy">{item.title}</h3>
            <p className="mt-1 text-muted">{item.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

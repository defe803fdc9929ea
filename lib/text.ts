/** Fills "{name}" placeholders of content copy ("Explore more on {category}!"); unknown ones stay. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}

let counts: Intl.NumberFormat | undefined;

/** A count with thousands separators ("10,348"). One formatter for the page: making one is the
 * slow part on a phone, and toLocaleString makes a new one on every call. */
export function formatCount(value: number): string {
  counts ??= new Intl.NumberFormat("en-US");
  return counts.format(value);
}

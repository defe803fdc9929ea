/** Fills "{name}" placeholders of content copy ("Explore more on {category}!"); unknown ones stay. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}

/** A whole number with thousands separators ("10,348"). Written without Intl: a phone spends
 * about 60 ms creating its first number formatter, and that was inside the page's hydration. */
export function formatCount(value: number): string {
  return Math.trunc(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

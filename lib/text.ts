/** Fills "{name}" placeholders of content copy ("Explore more on {category}!"); unknown ones stay. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}

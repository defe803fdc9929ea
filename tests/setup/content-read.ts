// What components read of the edited content, in component tests: today's data (the seeds), as a
// fresh install shows it, without a database (jest.setup.ts mocks the real one with this). The
// real lib/content-store/read.ts is tested against a database in tests/api/content-*.test.ts.
import { type ContentKind, type ContentOf, kindSpec } from "@/lib/content-store/kinds";
import type { Facts } from "@/lib/content-store/facts";
import { secondsUntil } from "@/lib/content-store/lifetime";

export const CONTENT_TAG = "content";
export const kindTag = (kind: ContentKind) => `${CONTENT_TAG}:${kind}`;

export async function published<K extends ContentKind>(
  kind: K,
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the real one's lifetime
  options: { revalidate?: number } = {},
): Promise<ContentOf<K>[]> {
  return [...kindSpec(kind).seeds];
}

/**
 * As the real one: the items, then the same read with a lifetime until their next change. It reads
 * through the module as the test sees it, so a test's own published() (a jest.fn) is the one read.
 */
export async function publishedUntilChange<K extends ContentKind>(
  kind: K,
  nextChange: (items: readonly ContentOf<K>[], now: Date) => Date | null,
  now: Date,
): Promise<ContentOf<K>[]> {
  const read = jest.requireMock<{ published: typeof published }>("@/lib/content-store/read");
  const items = await read.published(kind);
  const change = nextChange(items, now);
  return change ? read.published(kind, { revalidate: secondsUntil(change, now) }) : items;
}

export async function getFacts(): Promise<Facts> {
  return kindSpec("facts").seeds[0]!;
}

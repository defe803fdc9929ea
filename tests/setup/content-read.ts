// What components read of the edited content, in component tests: today's data (the seeds), as a
// fresh install shows it, without a database (jest.setup.ts mocks the real one with this). The
// real lib/content-store/read.ts is tested against a database in tests/api/content-*.test.ts.
import { type ContentKind, type ContentOf, kindSpec } from "@/lib/content-store/kinds";
import type { Facts } from "@/lib/content-store/facts";

export const CONTENT_TAG = "content";
export const kindTag = (kind: ContentKind) => `${CONTENT_TAG}:${kind}`;

export async function published<K extends ContentKind>(kind: K): Promise<ContentOf<K>[]> {
  return [...kindSpec(kind).seeds];
}

export async function getFacts(): Promise<Facts> {
  return kindSpec("facts").seeds[0]!;
}

// next/cache outside Next: jest runs handlers and components without Next's incremental cache.
// unstable_cache calls straight through (every test reads fresh data), and revalidateTag records
// what a handler expired, so a test can check that a publish refreshes the pages it should.
export const revalidatedTags: string[] = [];

export function unstable_cache<A extends unknown[], R>(fn: (...args: A) => Promise<R>) {
  return fn;
}

export function revalidateTag(tag: string): void {
  revalidatedTags.push(tag);
}

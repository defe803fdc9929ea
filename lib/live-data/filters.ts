// What every live list's rules share: a rating range option read as its bounds, and one page of a
// list. Pure and isomorphic; each platform's own rules are in its folder (lib/platforms/<id>).
import type { Page } from "./types";

/** Rating bounds (inclusive) of a range option ("800-1000"), or null when no range applies. */
export function ratingBounds(option: string): { min: number; max: number } | null {
  const match = /^(\d+)-(\d+)$/.exec(option);
  return match ? { min: Number(match[1]), max: Number(match[2]) } : null;
}

/** One page of a list; a page past the end is empty, not an error. */
export function paginate<T>(
  items: readonly T[],
  page: number,
  pageSize: number,
  asOf: string,
): Page<T> {
  const total = items.length;
  const start = (page - 1) * pageSize;
  return {
    data: items.slice(start, start + pageSize),
    page,
    pageSize,
    total,
    totalPages: Math.ceil(total / pageSize),
    asOf,
  };
}

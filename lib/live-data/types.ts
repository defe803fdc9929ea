// What every live list answers (isomorphic: the pages and the API share it). Each list's own row
// is in its platform's folder (lib/platforms/<id>).

/** One page of a list. asOf: ISO time the data was fetched from its upstream. */
export type Page<T> = {
  data: T[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
  asOf: string;
};

// What a live page's server render hands to its client list: the first page, or why there is none.
import type { Page } from "@/lib/live-data/types";

export type LiveInitial<T> =
  | {
      kind: "data";
      /** The API address this page answers (the SWR key). */ key: string;
      page: Page<T>;
    }
  | { kind: "error"; key: string; code: string; message: string };

export const NOT_CONFIGURED = "not_configured";

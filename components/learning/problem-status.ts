// The sentence the problem browser's status line says: why there is no list, that it is
// loading, that nothing matches, or which page of how many problems is shown.
import type { ProblemListCopy } from "./list-copy";
import type { Page } from "@/lib/live-data/types";
import { fillTemplate, formatCount } from "@/lib/text";
import type { PlatformDefinition } from "./problem-platforms";

type StatusInput = {
  copy: ProblemListCopy;
  definition: Pick<PlatformDefinition, "loadingText" | "noun">;
  /** The server's own render failed for this page: its message (or "not configured"). */
  serverFailure: { notConfigured: boolean; message: string } | null;
  isLoading: boolean;
  error: Error | undefined;
  data: Page<unknown> | undefined;
  page: number;
  totalPages: number;
};

export function listStatus(input: StatusInput): string {
  const { copy, definition, serverFailure, isLoading, error, data, page, totalPages } = input;
  if (serverFailure)
    return serverFailure.notConfigured ? copy.notConfigured : serverFailure.message;
  if (isLoading) return definition.loadingText;
  if (!data && error) return fillTemplate(copy.loadError, { message: error.message });
  if (data && data.data.length === 0) return copy.empty;
  if (!data) return definition.loadingText;
  const total = fillTemplate(copy.total, {
    total: formatCount(data.total),
    noun: definition.noun,
  });
  return `${fillTemplate(copy.pageOf, { page, pages: totalPages })}. ${total}.`;
}

// AtCoder Problems problem-models.json: each problem's estimated difficulty, reshaped to the
// number AtCoder Problems displays; a list of its own beside the tasks, joined to them by id.
import "server-only";
import { z } from "zod";
import { fetchUpstreamJson, UpstreamError } from "@/lib/providers/fetch";
import { type Pacer, UNPACED } from "@/lib/providers/pacer";
import { capItems, linkPart, parseItems } from "@/lib/providers/validate";
import type { ListSpec } from "../upstream";
import { type DifficultyOf, NO_DIFFICULTY } from "./list";
import { ATCODER_PACER } from "./source";

const SOURCE = "AtCoder Problems";
const LIST = "atcoder-models";
/** About five times the ~18,000 models AtCoder Problems publishes today. */
export const ATCODER_MAX_MODELS = 100_000;

/** One entry, [problem id, model]: only the difficulty is read, and it may be missing. */
const entrySchema = z.tuple([linkPart.max(100), z.object({ difficulty: z.number().nullish() })]);

/**
 * The difficulty as AtCoder Problems shows it: an estimate below 400 is clipped smoothly, so it
 * stays above 0 however negative the estimate (−500 shows as 42, 0 as 147).
 */
export function displayedDifficulty(difficulty: number): number {
  return Math.round(difficulty >= 400 ? difficulty : 400 / Math.exp((400 - difficulty) / 400));
}

/** Problem id → displayed difficulty; problems without an estimate are left out. */
export function reshapeAtcoderModels(
  entries: readonly (readonly [string, { difficulty?: number | null }])[],
): Record<string, number> {
  return Object.fromEntries(
    entries.flatMap(([id, { difficulty }]) =>
      typeof difficulty === "number" ? [[id, displayedDifficulty(difficulty)]] : [],
    ),
  );
}

export type AtcoderModelsOptions = {
  /** ATCODER_PROBLEM_MODELS_URL. */
  url: string;
  timeoutMs?: number;
  /** Largest answer read (ATCODER_MODELS_MAX_BYTES). */
  maxBytes: number;
  /** Most models kept (tests lower it). */
  maxItems?: number;
  pacer?: Pacer;
};

export async function fetchAtcoderModels({
  url,
  timeoutMs,
  maxBytes,
  maxItems = ATCODER_MAX_MODELS,
  pacer = UNPACED,
}: AtcoderModelsOptions): Promise<Record<string, number>> {
  await pacer.wait();
  const answer = await fetchUpstreamJson(SOURCE, url, { timeoutMs, maxBytes });
  if (typeof answer !== "object" || answer === null || Array.isArray(answer)) {
    throw new UpstreamError(SOURCE, "malformed", "expected an object of models");
  }
  const entries = capItems(LIST, Object.entries(answer), maxItems);
  return reshapeAtcoderModels(parseItems(LIST, entries, entrySchema));
}

/** A copy of the models read back from disk or Redis: an object of finite numbers, or refused. */
export function restoreModels(data: unknown): Record<string, number> | null {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return null;
  const entries = Object.entries(data);
  return entries.every(([, v]) => typeof v === "number" && Number.isFinite(v))
    ? (data as Record<string, number>)
    : null;
}

/** Each task's difficulty from a copy of the models; without a copy, every difficulty is null. */
export const difficultyIn = (models: Record<string, number> | null): DifficultyOf =>
  models ? (id) => models[id] ?? null : NO_DIFFICULTY;

export const ATCODER_MODELS: ListSpec<Record<string, number>> = {
  name: "atcoder-models",
  label: "AtCoder difficulty",
  freshMs: 24 * 60 * 60_000,
  pacer: ATCODER_PACER,
  fetcher: (settings, pacer) => () =>
    fetchAtcoderModels({
      url: settings.ATCODER_PROBLEM_MODELS_URL,
      timeoutMs: settings.UPSTREAM_TIMEOUT_MS,
      maxBytes: settings.ATCODER_MODELS_MAX_BYTES,
      pacer,
    }),
  restore: restoreModels,
  ships: false,
};

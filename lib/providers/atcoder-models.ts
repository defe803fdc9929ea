// AtCoder Problems problem-models.json: each problem's estimated difficulty, reshaped to the
// number AtCoder Problems displays.
import "server-only";
import { z } from "zod";
import { fetchUpstreamJson, UpstreamError } from "./fetch";
import { type Pacer, UNPACED } from "./pacer";
import { capItems, linkPart, parseItems } from "./validate";

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

// AtCoder Problems' difficulty mark: a circle in the colour of the difficulty's band, filled from
// the bottom as far as the difficulty has come through that band. The number is in its text.
import { atcoderBand } from "@/lib/live-data/options";

const BAND_COLOURS: Record<ReturnType<typeof atcoderBand>, string> = {
  gray: "#808080",
  brown: "#804000",
  green: "#008000",
  cyan: "#00a0a0",
  blue: "#0000ff",
  yellow: "#a0a000",
  orange: "#ff8000",
  red: "#ff0000",
};

export function DifficultyCircle({ difficulty, label }: { difficulty: number; label: string }) {
  const colour = BAND_COLOURS[atcoderBand(difficulty)];
  // Red has no top: from 2800 it is drawn full.
  const filled = difficulty >= 2800 ? 1 : (difficulty % 400) / 400;
  return (
    <span className="inline-flex items-center gap-1" title={label}>
      <svg aria-hidden="true" viewBox="0 0 12 12" className="h-3 w-3 shrink-0">
        <circle cx="6" cy="6" r="5" fill="none" stroke={colour} strokeWidth="1.5" />
        <clipPath id={`fill-${difficulty}`}>
          <rect x="0" y={12 - 12 * filled} width="12" height={12 * filled} />
        </clipPath>
        <circle cx="6" cy="6" r="5" fill={colour} clipPath={`url(#fill-${difficulty})`} />
      </svg>
      <span>{label}</span>
    </span>
  );
}

// A difficulty mark: a circle in the colour of the difficulty's band, filled from the bottom as far
// as the difficulty has come through that band (the platform says how far). The number is in its
// text.
import type { DifficultyBand, ProblemRow } from "@/lib/platforms/types";

const BAND_COLOURS: Record<DifficultyBand, string> = {
  gray: "#808080",
  brown: "#804000",
  green: "#008000",
  cyan: "#00a0a0",
  blue: "#0000ff",
  yellow: "#a0a000",
  orange: "#ff8000",
  red: "#ff0000",
};

type DifficultyCircleProps = {
  difficulty: NonNullable<ProblemRow["difficulty"]>;
  label: string;
};

export function DifficultyCircle({ difficulty, label }: DifficultyCircleProps) {
  const { value, band, filled } = difficulty;
  const colour = BAND_COLOURS[band];
  return (
    <span className="inline-flex items-center gap-1" title={label}>
      <svg aria-hidden="true" viewBox="0 0 12 12" className="h-3 w-3 shrink-0">
        <circle cx="6" cy="6" r="5" fill="none" stroke={colour} strokeWidth="1.5" />
        <clipPath id={`fill-${value}`}>
          <rect x="0" y={12 - 12 * filled} width="12" height={12 * filled} />
        </clipPath>
        <circle cx="6" cy="6" r="5" fill={colour} clipPath={`url(#fill-${value})`} />
      </svg>
      <span>{label}</span>
    </span>
  );
}

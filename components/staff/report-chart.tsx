// One chart of the reports page: horizontal bars drawn on the server as SVG (no script, no chart
// library), each with its label and value written beside it in ink on white. A screen reader gets
// the chart's title and every line's numbers (<title>, <desc>), and the same numbers are in the
// page's CSV. Wider than a phone: the chart scrolls sideways in its own box rather than shrinking
// its text.
import type { ReportLine, ReportSection } from "@/lib/services/reports";

const WIDTH = 660;
const LABEL_WIDTH = 200;
const BAR_MAX = 260;
const ROW = 32;
const BAR = 20;
const LABEL_CHARS = 26;

const percent = (share: number | undefined) => `${Math.round((share ?? 0) * 1000) / 10}%`;

/** A line's value as the chart writes it: "12 (40%)", or "5.2 h (8 contacted)". */
export function valueText(section: ReportSection, line: ReportLine): string {
  if (section.measure === "count") return `${line.count} (${percent(line.share)})`;
  if (line.value === null) return "nobody contacted yet";
  return `${line.value.toFixed(1)} h (${line.count} contacted)`;
}

const shortLabel = (label: string) =>
  label.length > LABEL_CHARS ? `${label.slice(0, LABEL_CHARS - 1)}…` : label;

export function ReportChart({ section }: { section: ReportSection }) {
  const { id, lines } = section;
  const max = Math.max(0, ...lines.map((l) => l.value ?? 0));
  const empty = lines.every((l) =>
    section.measure === "count" ? l.count === 0 : l.value === null,
  );
  const height = lines.length * ROW + 8;
  return (
    <figure
      aria-labelledby={`${id}-caption`}
      className="min-w-0 rounded-card bg-paper p-4 shadow-card"
    >
      <figcaption id={`${id}-caption`} className="mb-3 text-lg font-semibold text-navy">
        {section.title}
      </figcaption>
      {empty ? (
        <p className="text-muted">Nothing to show for this period.</p>
      ) : (
        <div
          className="overflow-x-auto"
          tabIndex={0}
          role="region"
          aria-label={`${section.title}, scrollable`}
        >
          <svg
            role="img"
            aria-labelledby={`${id}-title ${id}-desc`}
            width={WIDTH}
            height={height}
            viewBox={`0 0 ${WIDTH} ${height}`}
            className="max-w-none"
          >
            <title id={`${id}-title`}>{section.title}</title>
            <desc id={`${id}-desc`}>
              {lines.map((l) => `${l.label}: ${valueText(section, l)}`).join("; ")}
            </desc>
            {lines.map((line, i) => {
              const y = 4 + i * ROW;
              const bar = max > 0 && line.value ? Math.max(2, (line.value / max) * BAR_MAX) : 0;
              return (
                <g key={`${line.label}-${i}`}>
                  <text
                    x={LABEL_WIDTH - 8}
                    y={y + BAR / 2}
                    dominantBaseline="central"
                    textAnchor="end"
                    fontSize={14}
                    className="fill-ink"
                  >
                    {shortLabel(line.label)}
                  </text>
                  <rect
                    x={LABEL_WIDTH}
                    y={y}
                    width={bar}
                    height={BAR}
                    rx={3}
                    className="fill-slate"
                  />
                  <text
                    x={LABEL_WIDTH + bar + 6}
                    y={y + BAR / 2}
                    dominantBaseline="central"
                    fontSize={14}
                    className="fill-ink"
                  >
                    {valueText(section, line)}
                  </text>
                </g>
              );
            })}
          </svg>
        </div>
      )}
      {section.note && <p className="mt-2 text-sm text-muted">{section.note}</p>}
    </figure>
  );
}

// A problem browser's filters beyond its selects, as its platform declares them (its `extras`): a
// custom rating range, every tag of the list with "all" or "any", and, with a handle, the "For
// your level" view. Plain form fields, so the form still works before (or without) scripts.
import { memo, useCallback, useId, useState } from "react";
import type { ProgressCopy } from "@/lib/content/practice-progress";
import { fillTemplate } from "@/lib/text";
import type { BrowserQuery, PlatformDefinition } from "./problem-platforms";

const FIELD_CLASS =
  "min-h-tap w-28 rounded-card border-2 border-line bg-paper px-3 text-ink focus:border-navy";

type RangeProps = {
  query: BrowserQuery;
  /** The bounds a visitor may type. */
  range: { min: number; max: number };
  copy: ProgressCopy;
  /** A bound was left (blur): apply what the form now says. */
  onCommit: () => void;
};

/** The two bounds of "Custom range": applied when the visitor leaves a box or presses Enter. */
export function RatingRange({ query, range, copy, onCommit }: RangeProps) {
  const minId = useId();
  const maxId = useId();
  const bound = (id: string, name: "min" | "max", label: string, fallback: number) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold text-navy">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min={range.min}
        max={range.max}
        step={100}
        // Empty until a bound is given: the range then runs to the end the placeholder shows.
        key={String(query[name] ?? "")}
        defaultValue={String(query[name] ?? "")}
        placeholder={String(fallback)}
        onBlur={onCommit}
        // The form has no submit button (it is in <noscript>), so Enter would do nothing.
        onKeyDown={(e) => {
          if (e.key !== "Enter") return;
          e.preventDefault();
          onCommit();
        }}
        className={FIELD_CLASS}
      />
    </div>
  );
  return (
    <>
      {bound(minId, "min", copy.minLabel, range.min)}
      {bound(maxId, "max", copy.maxLabel, range.max)}
    </>
  );
}

type TagPickerProps = {
  tags: readonly string[];
  chosen: readonly string[];
  match: string;
  copy: ProgressCopy;
  onTags: (tags: string[]) => void;
  onMatch: (match: string) => void;
};

/**
 * Every tag of the archive as checkboxes, folded away until asked for. Memoised: with a checkbox
 * per tag it is the largest field, and it renders again only when the tags chosen or match do.
 */
export const TagPicker = memo(function TagPicker({
  tags,
  chosen,
  match,
  copy,
  onTags,
  onMatch,
}: TagPickerProps) {
  const legendId = useId();
  // Open at first when tags are chosen; after that it is the visitor's to fold or unfold, so
  // unticking the last tag does not fold it away under the keyboard.
  const [open, setOpen] = useState(chosen.length > 0);
  if (tags.length === 0) return null;
  const toggle = (tag: string, on: boolean) =>
    onTags(on ? [...chosen, tag].sort() : chosen.filter((t) => t !== tag));
  return (
    <details
      className="w-full rounded-card ring-1 ring-line/40"
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className="flex min-h-tap cursor-pointer items-center px-4 font-semibold text-navy">
        {copy.tagsSummary}
        {chosen.length > 0 && (
          <span className="ml-2 font-normal text-ink">
            ({fillTemplate(copy.tagsChosen, { count: chosen.length })})
          </span>
        )}
      </summary>
      <div className="px-4 pb-4">
        {/* Only with tags chosen: without them there is nothing to match, and a plain form
            would send the choice anyway. */}
        {chosen.length > 0 && (
          <fieldset className="flex flex-wrap items-center gap-x-4">
            <legend className="sr-only">{copy.matchLabel}</legend>
            <span aria-hidden="true" className="font-semibold text-navy">
              {copy.matchLabel}
            </span>
            {(["all", "any"] as const).map((value) => (
              <label key={value} className="inline-flex min-h-tap items-center gap-2">
                <input
                  type="radio"
                  name="match"
                  value={value}
                  checked={match === value}
                  onChange={() => onMatch(value)}
                  className="h-5 w-5 accent-navy"
                />
                {value === "all" ? copy.matchAll : copy.matchAny}
              </label>
            ))}
          </fieldset>
        )}
        <fieldset aria-labelledby={legendId}>
          <legend id={legendId} className="sr-only">
            {copy.tagsSummary}
          </legend>
          <ul className="grid grid-cols-1 gap-x-4 sm:grid-cols-2 lg:grid-cols-3">
            {tags.map((tag) => (
              <li key={tag}>
                <label className="inline-flex min-h-tap items-center gap-2">
                  <input
                    type="checkbox"
                    name="tags"
                    value={tag}
                    checked={chosen.includes(tag)}
                    onChange={(e) => toggle(tag, e.target.checked)}
                    className="h-5 w-5 accent-navy"
                  />
                  {tag}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        {chosen.length > 0 && (
          <button
            type="button"
            onClick={() => onTags([])}
            className="mt-2 min-h-tap font-semibold text-navy underline underline-offset-4"
          >
            {copy.clearTags}
          </button>
        )}
      </div>
    </details>
  );
});

type ViewSwitchProps = { view: string; copy: ProgressCopy; onView: (view: string) => void };

/** "All problems" or "For your level" (shown only with a handle). */
export function ViewSwitch({ view, copy, onView }: ViewSwitchProps) {
  return (
    <fieldset className="flex flex-wrap items-center gap-x-4">
      <legend className="mb-1 font-semibold text-navy">{copy.viewLabel}</legend>
      {(["all", "level"] as const).map((value) => (
        <label key={value} className="inline-flex min-h-tap items-center gap-2">
          <input
            type="radio"
            name="view"
            value={value}
            checked={view === value}
            onChange={() => onView(value)}
            className="h-5 w-5 accent-navy"
          />
          {value === "all" ? copy.viewAll : copy.viewLevel}
        </label>
      ))}
    </fieldset>
  );
}

type FieldsProps = {
  extras: PlatformDefinition["extras"];
  /** The platform has "For your level" and a handle is given: the view switch is shown. */
  withLevel: boolean;
  query: BrowserQuery;
  /** The "For your level" view is on: its band replaces the rating filter. */
  level: boolean;
  tags: readonly string[];
  copy: ProgressCopy;
  onChange: (name: string, value: string | string[]) => void;
  onCommit: () => void;
};

/** No tag chosen: one array for every render, so the memoised picker sees no change. */
const NO_TAGS: readonly string[] = [];

/** What a platform's form adds after its selects. */
export function ExtraFields({ extras, withLevel, query, level, tags, copy, ...on }: FieldsProps) {
  const { onChange } = on;
  const onTags = useCallback((t: string[]) => onChange("tags", t), [onChange]);
  const onMatch = useCallback((m: string) => onChange("match", m), [onChange]);
  return (
    <>
      {extras.range && !level && query.rating === "custom" && (
        <RatingRange query={query} range={extras.range} copy={copy} onCommit={on.onCommit} />
      )}
      {withLevel && (
        <ViewSwitch
          view={level ? "level" : "all"}
          copy={copy}
          onView={(v) => on.onChange("view", v)}
        />
      )}
      {extras.tags && (
        <TagPicker
          tags={tags}
          chosen={Array.isArray(query.tags) ? query.tags : NO_TAGS}
          match={String(query.match ?? "all")}
          copy={copy}
          onTags={onTags}
          onMatch={onMatch}
        />
      )}
    </>
  );
}

// The problem browser's filters: one select per filter, the platform's own extra fields, "Hide
// solved" (and "Hide difficulty" where rows show one) and "Random problem". A plain GET form, so the
// filters also work before (or without) JavaScript.
import type { ReactNode, Ref } from "react";
import type { ProblemListCopy } from "./list-copy";
import { FilterSelect } from "./problem-controls";
import type { BrowserQuery, FilterDefinition } from "./problem-platforms";

type ProblemFiltersProps = {
  formRef: Ref<HTMLFormElement>;
  /** The page's own path: where the form goes without JavaScript. */
  action: string;
  copy: ProblemListCopy;
  filters: FilterDefinition[];
  values: BrowserQuery;
  onFilter: (name: string, value: string) => void;
  /** The form was submitted (Enter, or the no-script button). */
  onSubmitForm: (form: HTMLFormElement) => void;
  hideSolved: boolean;
  onHideSolved: (hide: boolean) => void;
  /** False until the browser's solved list is read. */
  ready: boolean;
  randomDisabled: boolean;
  onRandom: () => void;
  /** Fields after the selects (the platform's extras: custom range, view, tags). */
  extra?: ReactNode;
  /** A second switch beside "Hide solved" ("Hide difficulty"). */
  toggle?: { label: string; checked: boolean; ready: boolean; onChange: (on: boolean) => void };
};

function Switch(props: {
  label: string;
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label className="inline-flex min-h-tap items-center gap-3 rounded-pill px-2 font-semibold text-navy">
      <input
        type="checkbox"
        checked={props.checked}
        disabled={props.disabled}
        onChange={(e) => props.onChange(e.target.checked)}
        className="h-5 w-5 accent-navy"
      />
      {props.label}
    </label>
  );
}

export function ProblemFilters({
  formRef,
  action,
  copy,
  filters,
  values,
  onFilter,
  onSubmitForm,
  hideSolved,
  onHideSolved,
  ready,
  randomDisabled,
  onRandom,
  extra,
  toggle,
}: ProblemFiltersProps) {
  return (
    <form
      ref={formRef}
      method="get"
      action={action}
      role="group"
      aria-label={copy.filtersLabel}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmitForm(event.currentTarget);
      }}
      className="mt-6 flex flex-wrap items-end gap-4"
    >
      {filters.map((filter) => (
        <FilterSelect
          key={filter.name}
          name={filter.name}
          label={filter.label}
          value={String(values[filter.name] ?? "")}
          options={filter.options}
          onChange={(value) => onFilter(filter.name, value)}
        />
      ))}
      {extra}
      <Switch
        label={copy.hideSolved}
        checked={hideSolved}
        disabled={!ready}
        onChange={onHideSolved}
      />
      {toggle && (
        <Switch
          label={toggle.label}
          checked={toggle.checked}
          disabled={!toggle.ready}
          onChange={toggle.onChange}
        />
      )}
      <noscript>
        <button
          type="submit"
          className="inline-flex min-h-tap items-center rounded-pill border-2 border-navy px-6 font-semibold text-navy"
        >
          {copy.applyFilters}
        </button>
      </noscript>
      <button
        type="button"
        onClick={onRandom}
        disabled={!ready || randomDisabled}
        className="inline-flex min-h-tap items-center rounded-pill bg-navy px-6 font-semibold text-paper transition-colors hover:bg-slate disabled:cursor-not-allowed disabled:opacity-60"
      >
        {copy.random}
      </button>
    </form>
  );
}

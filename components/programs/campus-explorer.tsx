"use client";

import { useId, useRef, useState } from "react";
import { ButtonLink } from "@/components/ui/button-link";
import { ContentPicture } from "@/components/ui/content-picture";
import { JoinUsLink } from "@/components/ui/join-us-link";
import type { CampusProgram, campusGroups, campusLabels } from "@/lib/content/campus";
import type { InLocale } from "@/lib/i18n/text";
import { fillTemplate } from "@/lib/text";
import { BatchLine, type BatchEntry } from "./batch-line";
import { formatCost } from "./format-cost";

/** The explorer's words, already in the page's language (the server page resolves them). */
export type CampusExplorerLabels = InLocale<typeof campusLabels>;
type Groups = InLocale<typeof campusGroups>;

type CampusExplorerProps = {
  /** The programs in the page's language. */
  programs: CampusProgram[];
  groups: Groups;
  labels: CampusExplorerLabels;
};

const TYPES: CampusProgram["type"][] = ["technical", "non-technical"];
/** Tailwind's lg breakpoint, where the details panel sits beside the cards. */
const SIDE_BY_SIDE = "(min-width: 1024px)";

function batchesOf(program: CampusProgram, labels: CampusExplorerLabels): BatchEntry[] {
  const { morning, evening } = program.batches;
  return [
    ...(morning ? [{ label: labels.morning, time: morning.time }] : []),
    ...(evening ? [{ label: labels.evening, time: evening.time }] : []),
  ];
}

/**
 * Program cards grouped by type; selecting one shows its details. The first program is selected
 * on the server, so its details are in the HTML before any script runs.
 */
export function CampusExplorer({ programs, groups, labels }: CampusExplorerProps) {
  const [selectedIndex, setSelectedIndex] = useState(0);
  const detailsRef = useRef<HTMLElement>(null);
  const baseId = useId();
  const detailsId = `${baseId}-details`;
  const selected = programs[selectedIndex] ?? programs[0];
  if (!selected) return null;

  function select(index: number) {
    setSelectedIndex(index);
    // On narrow screens the details sit below the cards: bring the whole panel into view. Wide
    // screens keep the panel sticky beside the cards, so nothing needs to move.
    const panel = detailsRef.current;
    if (!panel || window.matchMedia(SIDE_BY_SIDE).matches) return;
    const { top, bottom } = panel.getBoundingClientRect();
    if (top < 0 || bottom > window.innerHeight) {
      const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      panel.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
    }
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-start">
      <div className="space-y-10">
        <p className="text-muted">{labels.pickHint}</p>
        {TYPES.map((type) => {
          const group = groups[type];
          const headingId = `${baseId}-${type}`;
          return (
            <section key={type} aria-labelledby={headingId}>
              <h2 id={headingId} className="text-2xl font-semibold text-navy sm:text-3xl">
                {group.title}
              </h2>
              <p className="mt-2 text-muted">{group.lead}</p>
              <ul className="mt-5 grid gap-3 sm:grid-cols-2">
                {programs.map((program, index) =>
                  program.type !== type ? null : (
                    <li key={program.name}>
                      <button
                        type="button"
                        aria-pressed={index === selectedIndex}
                        aria-controls={detailsId}
                        onClick={() => select(index)}
                        className="flex min-h-tap w-full items-center gap-3 rounded-card border-2 border-line/50 bg-paper p-3 text-left transition-colors hover:border-navy aria-pressed:border-navy aria-pressed:bg-pale"
                      >
                        <span
                          aria-hidden="true"
                          className="flex h-12 w-12 shrink-0 items-center justify-center rounded-pill bg-navy text-sm font-semibold text-lime"
                        >
                          {program.symbol}
                        </span>
                        <span className="flex flex-col">
                          <span className="font-semibold text-navy">{program.name}</span>{" "}
                          <span className="text-sm text-muted">{program.duration}</span>
                        </span>
                      </button>
                    </li>
                  ),
                )}
              </ul>
            </section>
          );
        })}
      </div>

      <section
        id={detailsId}
        ref={detailsRef}
        aria-labelledby={`${detailsId}-title`}
        className="overflow-hidden rounded-card bg-paper shadow-card ring-1 ring-line/40 lg:sticky lg:top-20"
      >
        <ContentPicture
          key={selected.image.src}
          image={selected.image}
          sizes="(max-width: 1024px) 100vw, 26rem"
          // The first program's picture is the largest thing on wide screens when the page opens.
          preload={selectedIndex === 0}
          className="h-auto w-full"
        />
        <div className="space-y-4 p-5">
          <h2
            id={`${detailsId}-title`}
            aria-live="polite"
            className="text-2xl font-semibold text-navy"
          >
            {selected.name}
          </h2>
          <dl className="grid grid-cols-2 gap-3">
            <div>
              <dt className="text-sm text-muted">{labels.duration}</dt>
              <dd className="text-lg font-semibold text-navy">{selected.duration}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted">{labels.cost}</dt>
              <dd className="text-lg font-semibold text-navy">
                {formatCost(selected.cost, selected.currency)}
              </dd>
            </div>
          </dl>
          <div className="min-h-tap">
            <BatchLine
              key={selected.name}
              batches={batchesOf(selected, labels)}
              label={fillTemplate(labels.batchTimes, { name: selected.name })}
            />
          </div>
          <div className="flex flex-wrap gap-3 pt-2">
            <ButtonLink href={selected.link} variant="outline">
              {labels.viewMore}
              <span className="sr-only">
                {" "}
                {fillTemplate(labels.viewMoreAbout, { name: selected.name })}
              </span>
            </ButtonLink>
            <JoinUsLink>{labels.joinNow}</JoinUsLink>
          </div>
        </div>
      </section>
    </div>
  );
}

// One item in the editor: what visitors see now and whether a draft waits, what lacks Hindi, the
// kind's form (starting from the draft when there is one), and every version, each one step from
// being published again; a list item can also be taken off the site.
import type { Entry, Version } from "@/lib/content-store/entries";
import { type ContentKind, kindSpec } from "@/lib/content-store/kinds";
import { missingHindi } from "@/lib/content-store/text";
import { Panel, formatIst } from "../ui";
import { ContentForm } from "./content-form";
import { ItemAction } from "./item-action";

const ACTIONS: Record<string, string> = {
  initial: "Today's content, as the site started",
  publish: "Published",
  restore: "Restored",
  "take-down": "Taken off the site",
};

export function ItemEditor({
  kind,
  entry,
  versions,
}: {
  kind: ContentKind;
  entry: Entry;
  versions: Version[];
}) {
  const api = `/api/staff/content/${kind}/${entry.id}`;
  const editing = entry.draft ?? entry.published ?? versions.find((v) => v.data)?.data;
  const lacking = missingHindi(editing);
  const flagsOf = kindSpec(kind).flags as ((item: unknown) => string[]) | undefined;
  const flags = entry.published === null ? [] : (flagsOf?.(entry.published) ?? []);
  return (
    <div className="space-y-6">
      {entry.published === null && (
        <p className="rounded-lg bg-mist p-3 font-semibold">
          Not on the site: visitors see nothing of it.
        </p>
      )}
      {entry.draft !== null && (
        <p className="rounded-lg bg-mist p-3 font-semibold">
          You are editing an unpublished draft (saved {formatIst(entry.updatedAt)}).
          {entry.published !== null && ` Visitors still see version ${entry.version}.`}
        </p>
      )}
      {flags.map((flag) => (
        <p key={flag} className="rounded-lg bg-mist p-3 font-semibold text-danger">
          {flag}
        </p>
      ))}
      {lacking.length > 0 && (
        <p className="rounded-lg bg-mist p-3">
          Without Hindi, so Hindi pages show the English: {lacking.join(", ")}.
        </p>
      )}
      <Panel title="Edit">
        <ContentForm
          key={entry.revision}
          kind={kind}
          target={{ api, revision: entry.revision }}
          value={editing}
        />
      </Panel>
      <Panel title="Versions">
        <ol className="space-y-3">
          {versions.map((v) => (
            <li
              key={v.version}
              className="flex flex-wrap items-center justify-between gap-3 border-b border-line pb-3"
            >
              <div>
                <p className="font-semibold">
                  Version {v.version}: {ACTIONS[v.action] ?? v.action}
                  {v.version === entry.version &&
                    entry.published !== null &&
                    " (what visitors see)"}
                </p>
                <p className="text-sm text-muted">
                  {formatIst(v.at)}
                  {v.staffName && ` by ${v.staffName}`}
                  {v.changed.length > 0 &&
                    ` · changed ${v.changed.slice(0, 6).join(", ")}${v.changed.length > 6 ? "…" : ""}`}
                </p>
              </div>
              {v.data !== null && v.version !== entry.version && (
                <ItemAction
                  api={api}
                  body={{ action: "restore", revision: entry.revision, version: v.version }}
                  label={`Restore version ${v.version}`}
                  question={`Publish version ${v.version} again? Visitors will see it within seconds.`}
                />
              )}
            </li>
          ))}
        </ol>
        {!kindSpec(kind).single && entry.published !== null && (
          <div className="mt-4">
            <ItemAction
              api={api}
              body={{ action: "take-down", revision: entry.revision }}
              label="Take it off the site"
              question="Take this off the site? Its versions stay, and restoring one brings it back."
              danger
            />
          </div>
        )}
      </Panel>
    </div>
  );
}

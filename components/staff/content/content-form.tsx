// The form of each kind of content, chosen by kind. Each is a client component checking with
// the kind's own schema (lib/content-store/kinds.ts) before it sends anything.
import type { ContentKind } from "@/lib/content-store/kinds";
import type { Facts } from "@/lib/content-store/facts";
import { FactsForm } from "./facts-form";
import type { SaveTarget } from "./use-content-save";

export function ContentForm({
  kind,
  target,
  value,
}: {
  kind: ContentKind;
  target: SaveTarget;
  value: unknown;
}) {
  switch (kind) {
    case "facts":
      return <FactsForm target={target} value={value as Facts} />;
  }
}

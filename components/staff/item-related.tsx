// On an item's page: the same person's other enquiries and bookings (lib/services/inbox-related.ts),
// each with when it came, its status and what it shares, linked to its own page.
import { Link } from "@/components/ui/link";
import { statusLabel } from "@/lib/inbox/statuses";
import type { RelatedItem } from "@/lib/services/inbox-related";
import { Panel, formatIst } from "./ui";

const KIND_NAMES = { enquiries: "Enquiry", bookings: "Booking" } as const;

const shares = (item: RelatedItem) =>
  item.sameEmail && item.samePhone
    ? "same email and phone"
    : item.sameEmail
      ? "same email"
      : "same phone";

export function ItemRelated({ items }: { items: RelatedItem[] }) {
  if (items.length === 0) return null;
  return (
    <Panel title="Also enquired">
      <ul className="grid gap-2">
        {items.map((item) => (
          <li key={`${item.kind}-${item.id}`}>
            <Link
              href={`/staff/${item.kind}/${item.id}`}
              className="inline-flex min-h-tap items-center font-semibold text-navy underline"
            >
              {KIND_NAMES[item.kind]} on {formatIst(item.createdAt)}
            </Link>{" "}
            · {statusLabel(item.status)} · {shares(item)}
          </li>
        ))}
      </ul>
    </Panel>
  );
}

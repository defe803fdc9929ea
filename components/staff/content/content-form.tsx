// The form of each kind of content, chosen by kind. Each is a client component checking with
// the kind's own schema (lib/content-store/kinds.ts) before it sends anything.
import type { Achiever } from "@/lib/content-store/achievers";
import type { ContentKind } from "@/lib/content-store/kinds";
import type { Facts } from "@/lib/content-store/facts";
import type { Batch } from "@/lib/content-store/batches";
import type { Fees } from "@/lib/content-store/fees";
import { PROGRAM_CHOICES } from "@/lib/content-store/programs";
import { AchieverForm } from "./achiever-form";
import { BatchForm } from "./batch-form";
import { FactsForm } from "./facts-form";
import { FeesForm } from "./fees-form";
import { NoticeForm } from "./notice-form";
import { RepliesForm } from "./replies-form";
import { GalleryForm } from "./gallery-form";
import { MentorForm } from "./mentor-form";
import { TestimonialForm } from "./testimonial-form";
import type { GalleryPhoto } from "@/lib/content-store/gallery";
import type { Mentor } from "@/lib/content-store/mentors";
import type { ReplyTemplates } from "@/lib/content-store/replies";
import type { Testimonial } from "@/lib/content-store/testimonials";
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
    case "batch":
      return <BatchForm target={target} value={value as Batch} programs={PROGRAM_CHOICES} />;
    case "fees":
      return <FeesForm target={target} value={value as Fees} programs={PROGRAM_CHOICES} />;
    case "achiever":
      return <AchieverForm target={target} value={value as Achiever} />;
    case "notice":
      return (
        <NoticeForm target={target} value={value as Parameters<typeof NoticeForm>[0]["value"]} />
      );
    case "testimonial":
      return <TestimonialForm target={target} value={value as Testimonial} />;
    case "mentor":
      return <MentorForm target={target} value={value as Mentor} />;
    case "gallery":
      return <GalleryForm target={target} value={value as GalleryPhoto} />;
    case "replies":
      return <RepliesForm target={target} value={value as ReplyTemplates} />;
  }
}

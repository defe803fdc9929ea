"use client";
// A notice as an editor writes it: where it shows (the home page's What's New box or the banner
// on every page), its text in both languages, an optional link, and its first and last day.
// Checked by the same schema the server uses (lib/content-store/notices.ts) before anything is
// sent. The link's fields are always there; left empty, the notice has no link.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import {
  NOTICE_PLACEMENTS,
  type Notice,
  type NoticeFields,
  type NoticePlacement,
  noticeSchema,
} from "@/lib/content-store/notices";

import { useLeaveWarning } from "../use-leave-warning";
import { FieldGroup, TextField } from "./fields";
import { SaveButtons } from "./save-buttons";
import { type SaveTarget, useContentSave } from "./use-content-save";

const WHERE: Record<NoticePlacement, string> = {
  "whats-new": "The What's New box on the home page",
  banner: "A banner along the top of every page",
};

/** The form's values: a notice without a link gets empty link fields to fill in. */
const fieldsOf = (value: NoticeFields): NoticeFields => ({
  ...value,
  link: value.link ?? { label: { en: "", hi: "" }, href: "" },
});

export function NoticeForm({ target, value }: { target: SaveTarget; value: NoticeFields }) {
  const form = useForm<NoticeFields, unknown, Notice>({
    resolver: zodResolver(noticeSchema),
    defaultValues: fieldsOf(value),
  });
  const { register, handleSubmit, formState, setError, reset } = form;
  const { errors, isDirty, isSubmitting } = formState;
  const { save, alert, done } = useContentSave(target, setError);
  useLeaveWarning(isDirty && !isSubmitting);

  const submit = (action: "save" | "publish") =>
    handleSubmit(async (data) => {
      if (await save(action, data)) reset(fieldsOf(data));
    });

  return (
    <form className="space-y-6" noValidate onSubmit={submit("publish")}>
      <fieldset className="space-y-2 rounded-card border border-line p-4">
        <legend className="px-1 font-semibold text-navy">Where it shows</legend>
        {NOTICE_PLACEMENTS.map((placement) => (
          <label key={placement} className="flex min-h-tap items-center gap-3">
            <input
              type="radio"
              value={placement}
              className="h-5 w-5"
              aria-describedby={errors.placement ? "placement-error" : undefined}
              {...register("placement")}
            />
            {WHERE[placement]}
          </label>
        ))}
        {errors.placement && (
          <p id="placement-error" className="text-sm font-semibold text-danger">
            {errors.placement.message}
          </p>
        )}
      </fieldset>

      <FieldGroup legend="Text">
        <TextField
          id="text.en"
          label="Text (English)"
          textarea
          error={errors.text?.en?.message}
          {...register("text.en")}
        />
        <TextField
          id="text.hi"
          label="Text (Hindi)"
          textarea
          hint="Left empty, Hindi pages use the English."
          error={errors.text?.hi?.message}
          {...register("text.hi")}
        />
      </FieldGroup>

      <FieldGroup legend="Link (optional)">
        <p className="text-sm text-muted">Leave all three empty for a notice without a link.</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            id="link.label.en"
            label="Link words (English)"
            hint="What the link says, such as: See the workshops."
            error={errors.link?.label?.en?.message}
            {...register("link.label.en")}
          />
          <TextField
            id="link.label.hi"
            label="Link words (Hindi)"
            hint="Left empty, Hindi pages use the English."
            error={errors.link?.label?.hi?.message}
            {...register("link.label.hi")}
          />
        </div>
        <TextField
          id="link.href"
          label="Where the link goes"
          hint="A page of this site, such as /marathon-classes (Hindi pages open its Hindi version), or a whole address starting with https://."
          error={errors.link?.href?.message}
          {...register("link.href")}
        />
      </FieldGroup>

      <FieldGroup legend="When it shows">
        <p className="text-sm text-muted">
          Days begin and end at midnight in India. Outside these days the notice is not shown,
          without anyone taking it down.
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            id="from"
            label="First day"
            type="date"
            hint="Empty: from as soon as it is published."
            error={errors.from?.message}
            {...register("from")}
          />
          <TextField
            id="until"
            label="Last day"
            type="date"
            hint="Shown all that day. Empty: until it is taken off the site."
            error={errors.until?.message}
            {...register("until")}
          />
        </div>
      </FieldGroup>

      <SaveButtons
        alert={alert}
        done={done}
        invalid={Object.keys(errors).length > 0}
        busy={isSubmitting}
        onSaveDraft={submit("save")}
      />
    </form>
  );
}

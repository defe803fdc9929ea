"use client";
// One picture of the College Programs page's galleries, as an editor adds or changes it: which
// gallery shows it, the picture, what it shows (alt text, English required; Hindi pages use the
// English where the Hindi is empty) and an optional title and caption. Checked by the same schema
// the server uses; "Save draft" keeps it from visitors.
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import {
  GALLERIES,
  GALLERY_LABELS,
  type GalleryPhoto,
  galleryPhotoSchema,
} from "@/lib/content-store/gallery";
import { useLeaveWarning } from "../use-leave-warning";
import { FieldGroup, SelectField, TextField } from "./fields";
import { PhotoField } from "./photo-field";
import { SaveButtons } from "./save-buttons";
import { type SaveTarget, useContentSave } from "./use-content-save";

const GALLERY_OPTIONS = GALLERIES.map((g) => ({ value: g, label: GALLERY_LABELS[g] }));

export function GalleryForm({ target, value }: { target: SaveTarget; value: GalleryPhoto }) {
  const form = useForm<GalleryPhoto>({
    resolver: zodResolver(galleryPhotoSchema),
    defaultValues: value,
  });
  const { register, control, handleSubmit, formState, setError, reset } = form;
  const { errors, isDirty, isSubmitting } = formState;
  const { save, alert, done } = useContentSave(target, setError);
  useLeaveWarning(isDirty && !isSubmitting);

  const submit = (action: "save" | "publish") =>
    handleSubmit(async (data) => {
      if (await save(action, data)) reset(data);
    });
  const text = (name: string, label: string, error?: string, hint?: string) => (
    <TextField id={name} label={label} hint={hint} error={error} {...register(name as "alt.en")} />
  );

  return (
    <form className="space-y-6" noValidate onSubmit={submit("publish")}>
      <FieldGroup legend="The picture">
        <SelectField
          id="gallery"
          label="Gallery"
          hint="The College Programs page's gallery that shows it, after the pictures it has."
          options={GALLERY_OPTIONS}
          {...register("gallery")}
        />
        <Controller
          control={control}
          name="photo"
          render={({ field }) => (
            <PhotoField
              id="photo"
              label="Photo"
              value={field.value ?? null}
              error={errors.photo?.message}
              onChange={field.onChange}
            />
          )}
        />
        {text(
          "alt.en",
          "What the picture shows (English)",
          errors.alt?.en?.message,
          "For visitors who cannot see it, e.g. Students presenting their project at the hackathon.",
        )}
        {text(
          "alt.hi",
          "What the picture shows (Hindi)",
          errors.alt?.hi?.message,
          "Left empty, Hindi pages use the English.",
        )}
      </FieldGroup>

      <FieldGroup legend="Title and caption (optional)">
        <p className="text-sm text-muted">
          Shown under the picture. Leave them empty for a picture alone.
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          {text("title.en", "Title (English)", errors.title?.en?.message)}
          {text("title.hi", "Title (Hindi)", errors.title?.hi?.message)}
          {text("caption.en", "Caption (English)", errors.caption?.en?.message)}
          {text("caption.hi", "Caption (Hindi)", errors.caption?.hi?.message)}
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

"use client";
// A person's photo in a content form (an achiever, a mentor, a testimonial's author): the photo,
// and what it shows in English and Hindi, filled in as "Photo of <name>" when a photo is chosen.
import type { ReactNode } from "react";
import { Controller, type UseFormReturn } from "react-hook-form";
import type { Picture } from "@/lib/content-store/picture";
import type { EditedText } from "@/lib/content-store/text";
import { peopleCopy } from "@/lib/content/people";
import { fillText } from "@/lib/i18n/text";
import { FieldGroup, TextField } from "./fields";
import { PhotoField } from "./photo-field";

/** The part of a person's form this block edits (and reads the name from). */
export type WithPersonPhoto = { name: string; photo: Picture | null; photoAlt: EditedText };

export function PersonPhoto({
  form,
  legend,
  children,
}: {
  form: UseFormReturn<WithPersonPhoto>;
  legend: string;
  /** Shown above the photo, e.g. what the site shows without one. */
  children?: ReactNode;
}) {
  const { control, register, getValues, setValue, formState } = form;
  const { errors } = formState;
  return (
    <FieldGroup legend={legend}>
      {children}
      <Controller
        control={control}
        name="photo"
        render={({ field }) => (
          <PhotoField
            id="photo"
            label="Photo"
            value={field.value}
            error={errors.photo?.message}
            onChange={(picture) => {
              field.onChange(picture);
              const name = getValues("name").trim();
              // What today's photos say of themselves, so an editor rarely has to type it.
              if (picture && name && !getValues("photoAlt.en")) {
                setValue("photoAlt", fillText(peopleCopy.photoAlt, { name }));
              }
            }}
          />
        )}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          id="photoAlt.en"
          label="What the photo shows (English)"
          hint="Needed with a photo, e.g. Photo of Asha Verma."
          error={errors.photoAlt?.en?.message}
          {...register("photoAlt.en")}
        />
        <TextField
          id="photoAlt.hi"
          label="What the photo shows (Hindi)"
          error={errors.photoAlt?.hi?.message}
          {...register("photoAlt.hi")}
        />
      </div>
    </FieldGroup>
  );
}

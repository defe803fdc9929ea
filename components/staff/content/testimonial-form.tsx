"use client";
// One testimonial, as an editor adds or changes it: the page that shows it, the person's words in
// both languages, their name and role, stars, an optional photo, and the record of their written
// consent, which publishing needs. Today's samples carry a "Sample" box: unticked once real words
// replace them. Checked by the same schema the server uses; "Save draft" keeps it from visitors.
import { zodResolver } from "@hookform/resolvers/zod";
import { type Resolver, type UseFormReturn, useForm } from "react-hook-form";
import { type ConsentInput, consentInput } from "@/lib/content-store/consent";
import {
  PLACEMENTS,
  PLACEMENT_LABELS,
  type Testimonial,
  testimonialSchema,
} from "@/lib/content-store/testimonials";
import { useLeaveWarning } from "../use-leave-warning";
import { ConsentFields } from "./consent-fields";
import { FieldGroup, SelectField, TextField } from "./fields";
import { PersonPhoto, type WithPersonPhoto } from "./person-photo";
import { SaveButtons } from "./save-buttons";
import { type SaveTarget, useContentSave } from "./use-content-save";

/** The form's values: the consent inputs hold empty strings until both are filled in. */
type Values = Omit<Testimonial, "consent"> & { consent: ConsentInput | null };

const toValues = (t: Testimonial): Values => ({ ...t, consent: consentInput(t.consent) });
const ratingOrNull = (v: unknown) => (v === "" || v == null ? null : Number(v));
const PLACEMENT_OPTIONS = PLACEMENTS.map((p) => ({ value: p, label: PLACEMENT_LABELS[p] }));
const RATING_OPTIONS = [5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: `${n} out of 5` }));

export function TestimonialForm({ target, value }: { target: SaveTarget; value: Testimonial }) {
  const form = useForm<Values, unknown, Testimonial>({
    resolver: zodResolver(testimonialSchema) as unknown as Resolver<Values, unknown, Testimonial>,
    defaultValues: toValues(value),
  });
  const { register, handleSubmit, formState, setError, reset } = form;
  const { errors, isDirty, isSubmitting } = formState;
  const { save, alert, done } = useContentSave(target, setError);
  useLeaveWarning(isDirty && !isSubmitting);

  const submit = (action: "save" | "publish") =>
    handleSubmit(async (data) => {
      if (await save(action, data)) reset(toValues(data));
    });
  const text = (name: string, label: string, error?: string, hint?: string) => (
    <TextField id={name} label={label} hint={hint} error={error} {...register(name as "name")} />
  );

  return (
    <form className="space-y-6" noValidate onSubmit={submit("publish")}>
      <FieldGroup legend="The testimonial">
        <SelectField
          id="placement"
          label="Shown on"
          options={PLACEMENT_OPTIONS}
          {...register("placement")}
        />
        <TextField
          id="text.en"
          label="Their words (English)"
          textarea
          hint="In the person's own words, or our English translation of them."
          error={errors.text?.en?.message}
          {...register("text.en")}
        />
        <TextField
          id="text.hi"
          label="Their words (Hindi)"
          textarea
          hint="Left empty, Hindi pages show the English."
          error={errors.text?.hi?.message}
          {...register("text.hi")}
        />
        {text(
          "name",
          "Name",
          errors.name?.message,
          "As they agreed to be named. May be left empty when the role says who it is.",
        )}
        <div className="grid gap-3 sm:grid-cols-2">
          {text(
            "role.en",
            "Role or college (English)",
            errors.role?.en?.message,
            "e.g. B.Tech 2024, GGITS. Leave empty if not given.",
          )}
          {text("role.hi", "Role or college (Hindi)", errors.role?.hi?.message)}
        </div>
        <SelectField
          id="rating"
          label="Rating"
          placeholder="No stars"
          hint="The stars the person gave; the home page shows them."
          options={RATING_OPTIONS}
          {...register("rating", { setValueAs: ratingOrNull })}
        />
        {value.sample && (
          <div>
            <label className="inline-flex min-h-tap items-center gap-2 font-semibold">
              <input
                type="checkbox"
                className="h-5 w-5"
                aria-describedby={errors.sample ? "sample-hint sample-error" : "sample-hint"}
                {...register("sample")}
              />
              Sample written by the site team
            </label>
            <p id="sample-hint" className="text-sm text-muted">
              The site shows it with a “Sample” badge. Replace the words and name with a real
              person&apos;s, untick this and record their consent below.
            </p>
            {errors.sample && (
              <p id="sample-error" className="mt-1 text-sm font-semibold text-danger">
                {errors.sample.message}
              </p>
            )}
          </div>
        )}
      </FieldGroup>

      <PersonPhoto
        form={form as unknown as UseFormReturn<WithPersonPhoto>}
        legend="Photo (optional)"
      />

      <ConsentFields
        hint="The person's written consent to be quoted on the site"
        date={register("consent.date")}
        form={register("consent.form")}
        errors={{
          date: errors.consent?.date?.message,
          form: errors.consent?.form?.message,
          record: errors.consent?.message,
        }}
      />

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

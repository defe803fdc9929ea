"use client";
// One achiever, as an editor adds or changes them: who they are and where they were placed, their
// photo, the program they took here (its duration, paid or free: the disclosure the CCPA asks for
// beside each placement claim) and the record of their written consent, which publishing needs
// (the server refuses without it and says so under the consent fields). Checked by the same
// schema the server uses; "Save draft" keeps everything from visitors.
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, type Resolver, useForm } from "react-hook-form";
import { FormAlert } from "@/components/forms/form-alert";
import { type Achiever, achieverSchema } from "@/lib/content-store/achievers";
import {
  CONSENT_FORMS,
  CONSENT_FORM_LABELS,
  type ConsentInput,
  consentInput,
} from "@/lib/content-store/consent";
import { peopleCopy } from "@/lib/content/people";
import { fillText } from "@/lib/i18n/text";
import { buttonClass, inputClass, secondaryButtonClass } from "../ui";
import { useLeaveWarning } from "../use-leave-warning";
import { FieldGroup, TextField } from "./fields";
import { PhotoField } from "./photo-field";
import { type SaveTarget, useContentSave } from "./use-content-save";

/** The form's values: the consent inputs hold empty strings until both are filled in. */
type Values = Omit<Achiever, "consent"> & { consent: ConsentInput | null };

const toValues = (a: Achiever): Values => ({ ...a, consent: consentInput(a.consent) });
const orNull = (v: string) => (v === "" ? null : v);

export function AchieverForm({ target, value }: { target: SaveTarget; value: Achiever }) {
  const form = useForm<Values, unknown, Achiever>({
    resolver: zodResolver(achieverSchema) as unknown as Resolver<Values, unknown, Achiever>,
    defaultValues: toValues(value),
  });
  const { register, control, handleSubmit, formState, setError, reset, getValues, setValue } = form;
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
  const consentError = errors.consent?.message;
  /** The consent inputs are read with the group's hint and its message, then their own. */
  const consentDescribed = (own: string, ownError: unknown) =>
    ["consent-hint", consentError && "consent-error", ownError && `${own}-error`]
      .filter(Boolean)
      .join(" ");

  return (
    <form className="space-y-6" noValidate onSubmit={submit("publish")}>
      <FieldGroup legend="The achiever and the placement">
        {text("name", "Name", errors.name?.message)}
        {text(
          "company",
          "Company",
          errors.company?.message,
          "As the company writes its name. Cognizant, TCS and Persistent show their logo; another company shows its name.",
        )}
        <div className="grid gap-3 sm:grid-cols-2">
          {text("role.en", "Role (English)", errors.role?.en?.message, "Leave empty if not known.")}
          {text("role.hi", "Role (Hindi)", errors.role?.hi?.message)}
          {text(
            "package",
            "Package",
            errors.package?.message,
            "As the institute gives it, e.g. 4.5 LPA. Leave empty if not known.",
          )}
          <TextField
            id="year"
            label="Year of the placement"
            inputMode="numeric"
            hint="Leave empty if not known."
            error={errors.year?.message}
            {...register("year", { setValueAs: (v) => (v === "" || v == null ? null : Number(v)) })}
          />
        </div>
      </FieldGroup>

      <FieldGroup legend="Photo">
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
          {text(
            "photoAlt.en",
            "What the photo shows (English)",
            errors.photoAlt?.en?.message,
            "Needed with a photo, e.g. Photo of Asha Verma.",
          )}
          {text("photoAlt.hi", "What the photo shows (Hindi)", errors.photoAlt?.hi?.message)}
        </div>
      </FieldGroup>

      <FieldGroup legend="Program taken at Coder House">
        <p className="text-sm text-muted">
          Shown next to the placement, as the CCPA&apos;s guidelines on coaching advertisements ask.
          Leave empty what the institute does not know: the page then shows nothing there.
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          {text("program.en", "Program (English)", errors.program?.en?.message)}
          {text("program.hi", "Program (Hindi)", errors.program?.hi?.message)}
          {text("duration.en", "Duration (English)", errors.duration?.en?.message, "e.g. 6 months")}
          {text("duration.hi", "Duration (Hindi)", errors.duration?.hi?.message, "e.g. 6 महीने")}
        </div>
        <div>
          <label htmlFor="fee" className="block text-sm font-semibold text-ink">
            Paid or free
          </label>
          <select
            id="fee"
            className={inputClass}
            aria-invalid={errors.fee ? true : undefined}
            {...register("fee", { setValueAs: orNull })}
          >
            <option value="">Not known</option>
            <option value="paid">Paid</option>
            <option value="free">Free</option>
          </select>
        </div>
      </FieldGroup>

      <FieldGroup legend="Written consent">
        <p id="consent-hint" className="text-sm text-muted">
          The achiever&apos;s written consent to be shown on the site: needed before publishing.
          Visitors never see this record.
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            id="consent.date"
            label="Date the consent was given"
            type="date"
            error={errors.consent?.date?.message}
            aria-invalid={errors.consent?.date || consentError ? true : undefined}
            aria-describedby={consentDescribed("consent.date", errors.consent?.date)}
            {...register("consent.date")}
          />
          <div>
            <label htmlFor="consent.form" className="block text-sm font-semibold text-ink">
              How it was given
            </label>
            <select
              id="consent.form"
              className={inputClass}
              aria-invalid={errors.consent?.form || consentError ? true : undefined}
              aria-describedby={consentDescribed("consent.form", errors.consent?.form)}
              {...register("consent.form")}
            >
              <option value="">Not recorded</option>
              {CONSENT_FORMS.map((f) => (
                <option key={f} value={f}>
                  {CONSENT_FORM_LABELS[f]}
                </option>
              ))}
            </select>
            {errors.consent?.form && (
              <p id="consent.form-error" className="mt-1 text-sm font-semibold text-danger">
                {errors.consent.form.message}
              </p>
            )}
          </div>
        </div>
        {consentError && (
          <p id="consent-error" className="text-sm font-semibold text-danger">
            {consentError}
          </p>
        )}
      </FieldGroup>

      <FormAlert
        message={
          alert ??
          (Object.keys(errors).length > 0
            ? "Some fields need attention: see the messages under them."
            : null)
        }
      />
      <div role="status">{done && <p className="font-semibold text-leaf">{done}</p>}</div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClass} disabled={isSubmitting}>
          Publish
        </button>
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={isSubmitting}
          onClick={submit("save")}
        >
          Save draft
        </button>
      </div>
    </form>
  );
}

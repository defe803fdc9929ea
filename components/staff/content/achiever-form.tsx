"use client";
// One achiever, as an editor adds or changes them: who they are and where they were placed, their
// photo, the program they took here (its duration, paid or free: the disclosure the CCPA asks for
// beside each placement claim) and the record of their written consent, which publishing needs
// (the server refuses without it and says so under the consent fields). Checked by the same
// schema the server uses; "Save draft" keeps everything from visitors.
import { zodResolver } from "@hookform/resolvers/zod";
import { type Resolver, type UseFormReturn, useForm } from "react-hook-form";
import { type Achiever, achieverSchema } from "@/lib/content-store/achievers";
import { type ConsentInput, consentInput } from "@/lib/content-store/consent";
import { useLeaveWarning } from "../use-leave-warning";
import { FieldGroup, SelectField, TextField } from "./fields";
import { PersonPhoto, type WithPersonPhoto } from "./person-photo";
import { ConsentFields } from "./consent-fields";
import { SaveButtons } from "./save-buttons";
import { type SaveTarget, useContentSave } from "./use-content-save";

/** The form's values: the consent inputs hold empty strings until both are filled in. */
type Values = Omit<Achiever, "consent"> & { consent: ConsentInput | null };

const toValues = (a: Achiever): Values => ({ ...a, consent: consentInput(a.consent) });
const orNull = (v: string) => (v === "" ? null : v);
const FEE_OPTIONS = [
  { value: "paid", label: "Paid" },
  { value: "free", label: "Free" },
];

export function AchieverForm({ target, value }: { target: SaveTarget; value: Achiever }) {
  const form = useForm<Values, unknown, Achiever>({
    resolver: zodResolver(achieverSchema) as unknown as Resolver<Values, unknown, Achiever>,
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

      <PersonPhoto form={form as unknown as UseFormReturn<WithPersonPhoto>} legend="Photo" />

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
        <SelectField
          id="fee"
          label="Paid or free"
          placeholder="Not known"
          options={FEE_OPTIONS}
          error={errors.fee?.message}
          {...register("fee", { setValueAs: orNull })}
        />
      </FieldGroup>

      <ConsentFields
        hint="The achiever's written consent to be shown on the site"
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

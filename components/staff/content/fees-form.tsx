"use client";
// A program's fees and refunds as an editor enters them: the program, the fee, what it includes,
// the instalment plan and its lender if any, and the refund rule, checked by the same schema the
// server uses (lib/content-store/fees.ts) before anything is sent.
import { zodResolver } from "@hookform/resolvers/zod";
import { type Control, type UseFormRegister, useFieldArray, useForm } from "react-hook-form";
import { type Fees, feesSchema } from "@/lib/content-store/fees";
import { secondaryButtonClass } from "../ui";
import { useLeaveWarning } from "../use-leave-warning";
import type { ProgramChoice } from "./batch-form";
import { FieldGroup, SelectField, TextField } from "./fields";
import { InstalmentsField, type WithInstalments, asNumber } from "./instalments-field";
import { SaveButtons } from "./save-buttons";
import { type SaveTarget, useContentSave } from "./use-content-save";

export function FeesForm({
  target,
  value,
  programs,
}: {
  target: SaveTarget;
  value: Fees;
  programs: ProgramChoice[];
}) {
  const form = useForm<Fees>({ resolver: zodResolver(feesSchema), defaultValues: value });
  const { register, control, handleSubmit, formState, setError, reset } = form;
  const { errors, isDirty, isSubmitting } = formState;
  const { save, alert, done } = useContentSave(target, setError);
  const includes = useFieldArray({ control, name: "includes" });
  useLeaveWarning(isDirty && !isSubmitting);

  const submit = (action: "save" | "publish") =>
    handleSubmit(async (data) => {
      if (await save(action, data)) reset(data);
    });

  return (
    <form className="space-y-6" noValidate onSubmit={submit("publish")}>
      <FieldGroup legend="Program and fee">
        <SelectField
          id="program"
          label="Program"
          placeholder="Choose a program"
          options={programs}
          error={errors.program?.message}
          {...register("program")}
        />
        <TextField
          id="fee"
          label="Fee in rupees"
          inputMode="numeric"
          hint="Digits only, such as 12000."
          error={errors.fee?.message}
          {...register("fee", asNumber)}
        />
      </FieldGroup>

      <FieldGroup legend="What the fee includes">
        <p className="text-sm text-muted">One point a line, such as: printed notes.</p>
        {includes.fields.map((point, i) => (
          <div key={point.id} className="grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
            <TextField
              id={`includes.${i}.en`}
              label={`Point ${i + 1} (English)`}
              error={errors.includes?.[i]?.en?.message}
              {...register(`includes.${i}.en`)}
            />
            <TextField
              id={`includes.${i}.hi`}
              label={`Point ${i + 1} (Hindi)`}
              error={errors.includes?.[i]?.hi?.message}
              {...register(`includes.${i}.hi`)}
            />
            <button
              type="button"
              className={secondaryButtonClass}
              onClick={() => includes.remove(i)}
            >
              Remove point {i + 1}
            </button>
          </div>
        ))}
        <button
          type="button"
          className={secondaryButtonClass}
          onClick={() => includes.append({ en: "", hi: "" })}
        >
          Add a point
        </button>
      </FieldGroup>

      <InstalmentsField
        control={control as unknown as Control<WithInstalments>}
        register={register as unknown as UseFormRegister<WithInstalments>}
        errors={errors}
        hint="Leave none when the fee is paid at once."
      />
      <FieldGroup legend="Lender">
        <TextField
          id="lender"
          label="Lender of the instalments"
          hint="The loan or EMI company, when instalments go through one. Leave it empty when there is none."
          error={errors.lender?.message}
          {...register("lender")}
        />
      </FieldGroup>

      <FieldGroup legend="Refunds">
        <TextField
          id="refund.en"
          label="Refund rule (English)"
          textarea
          hint="When a student gets money back, and how much."
          error={errors.refund?.en?.message}
          {...register("refund.en")}
        />
        <TextField
          id="refund.hi"
          label="Refund rule (Hindi)"
          textarea
          hint="Left empty, Hindi pages use the English."
          error={errors.refund?.hi?.message}
          {...register("refund.hi")}
        />
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

"use client";
// A batch as an editor enters it: the program, start date, days and hours, in person or online,
// seats in all and seats taken, whether it is open, full or closed, and its fee and instalments,
// checked by the same schema the server uses (lib/content-store/batches.ts) before anything is
// sent. The site works out "seats left" and "filling fast" from the numbers: neither is typed in.
import { zodResolver } from "@hookform/resolvers/zod";
import { type Control, type UseFormRegister, useForm } from "react-hook-form";
import { BATCH_MODES, BATCH_STATUSES, type Batch, batchSchema } from "@/lib/content-store/batches";
import { WEEKDAYS } from "@/lib/content-store/facts";
import { useLeaveWarning } from "../use-leave-warning";
import { FieldGroup, SelectField, type SelectOption, TextField } from "./fields";
import { InstalmentsField, type WithInstalments, asNumber } from "./instalments-field";
import { SaveButtons } from "./save-buttons";
import { type SaveTarget, useContentSave } from "./use-content-save";

const DAY_NAMES = { Mo: "Mon", Tu: "Tue", We: "Wed", Th: "Thu", Fr: "Fri", Sa: "Sat", Su: "Sun" };
const MODE_NAMES = { "in-person": "In person", online: "Online" };
const STATUS_NAMES = {
  open: "Open: visitors can join",
  full: "Full: visitors are offered the waitlist",
  closed: "Closed: not shown on the site",
};
const optionalRupees = { setValueAs: (v: string) => (v === "" ? null : Number(v)) };

export type ProgramChoice = SelectOption;

export function BatchForm({
  target,
  value,
  programs,
}: {
  target: SaveTarget;
  value: Batch;
  programs: ProgramChoice[];
}) {
  const form = useForm<Batch>({ resolver: zodResolver(batchSchema), defaultValues: value });
  const { register, control, handleSubmit, formState, setError, reset } = form;
  const { errors, isDirty, isSubmitting } = formState;
  const { save, alert, done } = useContentSave(target, setError);
  useLeaveWarning(isDirty && !isSubmitting);

  const submit = (action: "save" | "publish") =>
    handleSubmit(async (data) => {
      if (await save(action, data)) reset(data);
    });
  const choiceError = (id: string, message?: string) =>
    message && (
      <p id={`${id}-error`} className="text-sm font-semibold text-danger">
        {message}
      </p>
    );

  return (
    <form className="space-y-6" noValidate onSubmit={submit("publish")}>
      <FieldGroup legend="Program and dates">
        <SelectField
          id="program"
          label="Program"
          placeholder="Choose a program"
          options={programs}
          error={errors.program?.message}
          {...register("program")}
        />
        <TextField
          id="startDate"
          label="Start date"
          type="date"
          hint="The day of the first class. From the next day on, the site no longer shows the batch."
          error={errors.startDate?.message}
          {...register("startDate")}
        />
        <fieldset aria-describedby={errors.days ? "days-error" : undefined}>
          <legend className="text-sm font-semibold text-ink">Days</legend>
          <div className="flex flex-wrap gap-3">
            {WEEKDAYS.map((day) => (
              <label key={day} className="inline-flex min-h-tap items-center gap-2">
                <input type="checkbox" value={day} className="h-5 w-5" {...register("days")} />
                {DAY_NAMES[day]}
              </label>
            ))}
          </div>
          {choiceError("days", errors.days?.message)}
        </fieldset>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            id="from"
            label="Class starts at"
            type="time"
            error={errors.from?.message}
            {...register("from")}
          />
          <TextField
            id="to"
            label="Class ends at"
            type="time"
            error={errors.to?.message}
            {...register("to")}
          />
        </div>
      </FieldGroup>

      <FieldGroup legend="Where, seats and status">
        <Radios
          name="mode"
          legend="Where it is taught"
          options={BATCH_MODES.map((m) => [m, MODE_NAMES[m]])}
          register={register}
          error={errors.mode?.message}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            id="seats"
            label="Seats in all"
            inputMode="numeric"
            error={errors.seats?.message}
            {...register("seats", asNumber)}
          />
          <TextField
            id="seatsTaken"
            label="Seats taken"
            inputMode="numeric"
            hint="The site shows the seats left from these two numbers, and “Filling fast” only when a fifth of the seats or fewer are left."
            error={errors.seatsTaken?.message}
            {...register("seatsTaken", asNumber)}
          />
        </div>
        <Radios
          name="status"
          legend="Status"
          options={BATCH_STATUSES.map((s) => [s, STATUS_NAMES[s]])}
          register={register}
          error={errors.status?.message}
          hint="A batch whose seats are all taken shows as full by itself."
        />
      </FieldGroup>

      <FieldGroup legend="Fee">
        <TextField
          id="fee"
          label="Fee in rupees"
          inputMode="numeric"
          hint="Digits only, such as 12000. Leave it empty to show no fee with this batch."
          error={errors.fee?.message}
          {...register("fee", optionalRupees)}
        />
      </FieldGroup>
      <InstalmentsField
        control={control as unknown as Control<WithInstalments>}
        register={register as unknown as UseFormRegister<WithInstalments>}
        errors={errors}
        hint="Leave none when the fee is paid at once. Visitors see each amount with when it is paid."
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

/** A group of radio buttons with its legend, a hint and the field's message, read together. */
function Radios({
  name,
  legend,
  options,
  register,
  error,
  hint,
}: {
  name: "mode" | "status";
  legend: string;
  options: [string, string][];
  register: UseFormRegister<Batch>;
  error?: string;
  hint?: string;
}) {
  const described = [hint && `${name}-hint`, error && `${name}-error`].filter(Boolean).join(" ");
  return (
    <fieldset aria-describedby={described || undefined}>
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      {options.map(([value, label]) => (
        <label key={value} className="flex min-h-tap items-center gap-3">
          <input type="radio" value={value} className="h-5 w-5" {...register(name)} />
          {label}
        </label>
      ))}
      {hint && (
        <p id={`${name}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${name}-error`} className="text-sm font-semibold text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}

"use client";
// The instalment plan of a batch or of a program's fees: rows of an amount in rupees and when it
// is paid, in English and Hindi, added and removed by the editor. Both forms keep the plan under
// `instalments` (lib/content-store/fees.ts instalmentSchema).
import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
} from "react-hook-form";
import type { Instalment } from "@/lib/content-store/fees";
import { secondaryButtonClass } from "../ui";
import { FieldGroup, TextField } from "./fields";

export type WithInstalments = { instalments: Instalment[] };

/** The number an input holds, or undefined when empty (the schema then says what is missing). */
export const asNumber = { setValueAs: (v: string) => (v === "" ? undefined : Number(v)) };

export function InstalmentsField({
  control,
  register,
  errors,
  hint,
}: {
  control: Control<WithInstalments>;
  register: UseFormRegister<WithInstalments>;
  errors: FieldErrors<WithInstalments>;
  hint: string;
}) {
  const rows = useFieldArray({ control, name: "instalments" });
  return (
    <FieldGroup legend="Instalments">
      <p className="text-sm text-muted">{hint}</p>
      {rows.fields.map((row, i) => {
        const error = errors.instalments?.[i];
        return (
          <fieldset key={row.id} className="space-y-2 rounded-lg bg-mist p-3">
            <legend className="text-sm font-semibold">Instalment {i + 1}</legend>
            <div className="grid gap-2 sm:grid-cols-3 sm:items-start">
              <TextField
                id={`instalments.${i}.amount`}
                label="Amount in rupees"
                inputMode="numeric"
                error={error?.amount?.message}
                {...register(`instalments.${i}.amount`, asNumber)}
              />
              <TextField
                id={`instalments.${i}.when.en`}
                label="When it is paid (English)"
                hint="Such as: at joining"
                error={error?.when?.en?.message}
                {...register(`instalments.${i}.when.en`)}
              />
              <TextField
                id={`instalments.${i}.when.hi`}
                label="When it is paid (Hindi)"
                hint="Left empty, Hindi pages use the English."
                error={error?.when?.hi?.message}
                {...register(`instalments.${i}.when.hi`)}
              />
            </div>
            <button type="button" className={secondaryButtonClass} onClick={() => rows.remove(i)}>
              Remove instalment {i + 1}
            </button>
          </fieldset>
        );
      })}
      {errors.instalments?.message && (
        <p className="text-sm font-semibold text-danger">{errors.instalments.message}</p>
      )}
      <button
        type="button"
        className={secondaryButtonClass}
        onClick={() =>
          rows.append({ amount: undefined as unknown as number, when: { en: "", hi: "" } })
        }
      >
        Add an instalment
      </button>
    </FieldGroup>
  );
}

"use client";
// The institute's facts, as an editor changes them: contact, address and map point, opening
// hours, closed days and social links, checked by the same schema the server uses before
// anything is sent. "Save draft" keeps the change from visitors; "Publish" shows it on every page.
import { zodResolver } from "@hookform/resolvers/zod";
import { useFieldArray, useForm } from "react-hook-form";
import { type Facts, WEEKDAYS, factsSchema } from "@/lib/content-store/facts";
import { secondaryButtonClass } from "../ui";
import { useLeaveWarning } from "../use-leave-warning";
import { FieldGroup, SelectField, TextField } from "./fields";
import { SaveButtons } from "./save-buttons";
import { type SaveTarget, useContentSave } from "./use-content-save";

const DAY_NAMES = { Mo: "Mon", Tu: "Tue", We: "Wed", Th: "Thu", Fr: "Fri", Sa: "Sat", Su: "Sun" };
const NETWORKS = ["Facebook", "Instagram", "LinkedIn", "YouTube", "X"].map((n) => ({
  value: n,
  label: n,
}));

export function FactsForm({ target, value }: { target: SaveTarget; value: Facts }) {
  const form = useForm<Facts>({ resolver: zodResolver(factsSchema), defaultValues: value });
  const { register, control, handleSubmit, formState, setError, reset } = form;
  const { errors, isDirty, isSubmitting } = formState;
  const { save, alert, done } = useContentSave(target, setError);
  const lines = useFieldArray({ control, name: "address.lines" });
  const hours = useFieldArray({ control, name: "openingHours" });
  const social = useFieldArray({ control, name: "social" });
  useLeaveWarning(isDirty && !isSubmitting);

  const submit = (action: "save" | "publish") =>
    handleSubmit(async (data) => {
      if (await save(action, data)) reset(data);
    });
  const text = (name: string, label: string, error?: string, hint?: string) => (
    <TextField id={name} label={label} hint={hint} error={error} {...register(name as "phone")} />
  );
  const number = { setValueAs: (v: string) => (v === "" ? undefined : Number(v)) };

  return (
    <form className="space-y-6" noValidate onSubmit={submit("publish")}>
      <FieldGroup legend="Phone, WhatsApp and email">
        {text(
          "phone",
          "Phone number",
          errors.phone?.message,
          "As visitors read it, with the country code.",
        )}
        {text(
          "whatsapp",
          "WhatsApp number",
          errors.whatsapp?.message,
          "Digits only, with the country code: 919926865740.",
        )}
        {text(
          "whatsappGreeting.en",
          "WhatsApp greeting (English)",
          errors.whatsappGreeting?.en?.message,
        )}
        {text(
          "whatsappGreeting.hi",
          "WhatsApp greeting (Hindi)",
          errors.whatsappGreeting?.hi?.message,
          "Left empty, Hindi pages use the English.",
        )}
        {text("email", "Email", errors.email?.message)}
      </FieldGroup>

      <FieldGroup legend="Address and map">
        {lines.fields.map((line, i) => (
          <div key={line.id} className="grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
            {text(
              `address.lines.${i}.en`,
              `Address line ${i + 1} (English)`,
              errors.address?.lines?.[i]?.en?.message,
            )}
            {text(
              `address.lines.${i}.hi`,
              `Address line ${i + 1} (Hindi)`,
              errors.address?.lines?.[i]?.hi?.message,
            )}
            <button type="button" className={secondaryButtonClass} onClick={() => lines.remove(i)}>
              Remove line {i + 1}
            </button>
          </div>
        ))}
        <button
          type="button"
          className={secondaryButtonClass}
          onClick={() => lines.append({ en: "", hi: "" })}
        >
          Add an address line
        </button>
        <div className="grid gap-3 sm:grid-cols-2">
          {text(
            "address.place.en",
            "Neighbourhood and city (English)",
            errors.address?.place?.en?.message,
          )}
          {text(
            "address.place.hi",
            "Neighbourhood and city (Hindi)",
            errors.address?.place?.hi?.message,
          )}
          {text(
            "address.street",
            "Street address (for search engines)",
            errors.address?.street?.message,
          )}
          {text("address.locality", "Neighbourhood", errors.address?.locality?.message)}
          {text("address.city", "City", errors.address?.city?.message)}
          {text("address.region", "State", errors.address?.region?.message)}
          {text("address.countryCode", "Country code", errors.address?.countryCode?.message)}
          <TextField
            id="address.lat"
            label="Map point: latitude"
            inputMode="decimal"
            error={errors.address?.lat?.message}
            {...register("address.lat", number)}
          />
          <TextField
            id="address.lng"
            label="Map point: longitude"
            inputMode="decimal"
            error={errors.address?.lng?.message}
            {...register("address.lng", number)}
          />
        </div>
      </FieldGroup>

      <FieldGroup legend="Opening hours">
        <p className="text-sm text-muted">
          Leave empty while the hours are not settled: the site then shows none.
        </p>
        {hours.fields.map((row, i) => (
          <fieldset key={row.id} className="space-y-2 rounded-lg bg-mist p-3">
            <legend className="text-sm font-semibold">Hours {i + 1}</legend>
            <div className="flex flex-wrap gap-3">
              {WEEKDAYS.map((day) => (
                <label key={day} className="inline-flex min-h-tap items-center gap-2">
                  <input
                    type="checkbox"
                    value={day}
                    className="h-5 w-5"
                    {...register(`openingHours.${i}.days`)}
                  />
                  {DAY_NAMES[day]}
                </label>
              ))}
            </div>
            {errors.openingHours?.[i]?.days && (
              <p className="text-sm font-semibold text-danger">
                {errors.openingHours[i].days.message}
              </p>
            )}
            <div className="grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
              <TextField
                id={`openingHours.${i}.opens`}
                label="Opens"
                type="time"
                error={errors.openingHours?.[i]?.opens?.message}
                {...register(`openingHours.${i}.opens`)}
              />
              <TextField
                id={`openingHours.${i}.closes`}
                label="Closes"
                type="time"
                error={errors.openingHours?.[i]?.closes?.message}
                {...register(`openingHours.${i}.closes`)}
              />
              <button
                type="button"
                className={secondaryButtonClass}
                onClick={() => hours.remove(i)}
              >
                Remove hours {i + 1}
              </button>
            </div>
          </fieldset>
        ))}
        <button
          type="button"
          className={secondaryButtonClass}
          onClick={() => hours.append({ days: [], opens: "10:00", closes: "19:00" })}
        >
          Add opening hours
        </button>
        <TextField
          id="closedDays"
          label="Closed days"
          hint="Dates the centre is closed, such as holidays, separated by commas: 2026-12-25, 2027-01-26."
          error={errors.closedDays?.message ?? errors.closedDays?.find?.((e) => e)?.message}
          defaultValue={value.closedDays.join(", ")}
          {...register("closedDays", {
            setValueAs: (v: string | string[]) =>
              Array.isArray(v) ? v : v.split(/[\s,]+/).filter(Boolean),
          })}
        />
      </FieldGroup>

      <FieldGroup legend="Social links">
        {social.fields.map((link, i) => (
          <div key={link.id} className="grid gap-2 sm:grid-cols-[10rem_1fr_auto] sm:items-end">
            <SelectField
              id={`social.${i}.name`}
              label={`Network ${i + 1}`}
              options={NETWORKS}
              {...register(`social.${i}.name`)}
            />
            {text(
              `social.${i}.href`,
              `Address of network ${i + 1}`,
              errors.social?.[i]?.href?.message,
            )}
            <button type="button" className={secondaryButtonClass} onClick={() => social.remove(i)}>
              Remove network {i + 1}
            </button>
          </div>
        ))}
        <button
          type="button"
          className={secondaryButtonClass}
          onClick={() => social.append({ name: "Facebook", href: "" })}
        >
          Add a social link
        </button>
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

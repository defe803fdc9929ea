"use client";
// One mentor of the home page's carousel, as an editor adds or changes them: name, portrait, and
// what the institute tells visitors about them (expertise, years of experience, companies), each
// shown only when filled in. Checked by the same schema the server uses; "Save draft" keeps it
// from visitors.
import { zodResolver } from "@hookform/resolvers/zod";
import { type UseFormReturn, useForm } from "react-hook-form";
import { MAX_COMPANIES, type Mentor, mentorSchema } from "@/lib/content-store/mentors";
import { useLeaveWarning } from "../use-leave-warning";
import { FieldGroup, TextField } from "./fields";
import { PersonPhoto, type WithPersonPhoto } from "./person-photo";
import { SaveButtons } from "./save-buttons";
import { type SaveTarget, useContentSave } from "./use-content-save";

const yearsOrNull = (v: unknown) => (v === "" || v == null ? null : Number(v));
/** "TCS, Tech Mahindra" ⇄ ["TCS", "Tech Mahindra"]. */
const companyList = (v: unknown) =>
  Array.isArray(v)
    ? v
    : String(v ?? "")
        .split(",")
        .map((c) => c.trim())
        .filter(Boolean);

export function MentorForm({ target, value }: { target: SaveTarget; value: Mentor }) {
  const form = useForm<Mentor>({ resolver: zodResolver(mentorSchema), defaultValues: value });
  const { register, handleSubmit, formState, setError, reset } = form;
  const { errors, isDirty, isSubmitting } = formState;
  const { save, alert, done } = useContentSave(target, setError);
  useLeaveWarning(isDirty && !isSubmitting);

  const submit = (action: "save" | "publish") =>
    handleSubmit(async (data) => {
      if (await save(action, data)) reset(data);
    });
  const text = (name: string, label: string, error?: string, hint?: string) => (
    <TextField id={name} label={label} hint={hint} error={error} {...register(name as "name")} />
  );
  const companiesError =
    errors.companies?.message ?? errors.companies?.find?.((e) => e)?.message ?? undefined;

  return (
    <form className="space-y-6" noValidate onSubmit={submit("publish")}>
      <FieldGroup legend="The mentor">
        {text("name", "Name", errors.name?.message)}
        <div className="grid gap-3 sm:grid-cols-2">
          {text(
            "expertise.en",
            "Expertise (English)",
            errors.expertise?.en?.message,
            "What they teach, e.g. DSA and competitive programming. Leave empty if not given.",
          )}
          {text("expertise.hi", "Expertise (Hindi)", errors.expertise?.hi?.message)}
        </div>
        <TextField
          id="years"
          label="Years of experience"
          inputMode="numeric"
          hint="A whole number. Leave empty if not given: the site then shows none."
          error={errors.years?.message}
          {...register("years", { setValueAs: yearsOrNull })}
        />
        <TextField
          id="companies"
          label="Companies worked at"
          hint={`As each company writes its name, separated by commas: TCS, Tech Mahindra. ${MAX_COMPANIES} at most; leave empty if not given.`}
          error={companiesError}
          defaultValue={value.companies.join(", ")}
          {...register("companies", { setValueAs: companyList })}
        />
      </FieldGroup>

      <PersonPhoto form={form as unknown as UseFormReturn<WithPersonPhoto>} legend="Photo">
        <p className="text-sm text-muted">
          Without a photo the site shows the mentor&apos;s initials in a circle.
        </p>
      </PersonPhoto>

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

"use client";
// The reply templates as an admin edits them: for enquiries and for bookings, the WhatsApp text
// and the email's subject and body, each in English and Hindi, with the placeholders they may use
// listed above. Checked by the same schema the server uses (lib/content-store/replies.ts): an
// unknown placeholder is refused under its field before anything is sent.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import {
  REPLY_LIMITS,
  REPLY_PLACEHOLDERS,
  type ReplyForm,
  type ReplyTemplates,
  replyTemplatesSchema,
} from "@/lib/content-store/replies";
import { useLeaveWarning } from "../use-leave-warning";
import { FieldGroup, TextField } from "./fields";
import { SaveButtons } from "./save-buttons";
import { type SaveTarget, useContentSave } from "./use-content-save";

const FORMS: Record<ReplyForm, string> = {
  enquiry: "Enquiries (home form, Coders Sheet)",
  booking: "Mentorship bookings",
};
const PARTS = [
  { part: "whatsapp", label: "WhatsApp text", rows: 4 },
  { part: "subject", label: "Email subject", rows: 0 },
  { part: "body", label: "Email body", rows: 10 },
] as const;
const LANGUAGES = [
  { language: "en", name: "English", hint: undefined },
  {
    language: "hi",
    name: "Hindi",
    hint: "Left empty, people who used the Hindi site get the English.",
  },
] as const;

export function RepliesForm({ target, value }: { target: SaveTarget; value: ReplyTemplates }) {
  const form = useForm<ReplyTemplates>({
    resolver: zodResolver(replyTemplatesSchema),
    defaultValues: value,
  });
  const { register, handleSubmit, formState, setError, reset } = form;
  const { errors, isDirty, isSubmitting } = formState;
  const { save, alert, done } = useContentSave(target, setError);
  useLeaveWarning(isDirty && !isSubmitting);

  const submit = (action: "save" | "publish") =>
    handleSubmit(async (data) => {
      if (await save(action, data)) reset(data);
    });

  return (
    <form className="space-y-6" noValidate onSubmit={submit("publish")}>
      <div className="rounded-lg bg-mist p-3 text-sm">
        <p className="font-semibold">Placeholders, filled in for each person:</p>
        <ul className="mt-1 list-disc pl-5">
          {Object.entries(REPLY_PLACEHOLDERS).map(([name, means]) => (
            <li key={name}>
              <code>{`{${name}}`}</code>: {means}
            </li>
          ))}
        </ul>
        <p className="mt-1">
          A line whose placeholder has nothing to fill (a fact left empty) is left out of the
          message.
        </p>
      </div>
      {(Object.keys(FORMS) as ReplyForm[]).map((form) => (
        <FieldGroup key={form} legend={FORMS[form]}>
          {PARTS.map(({ part, label, rows }) =>
            LANGUAGES.map(({ language, name, hint }) => {
              const path = `${form}.${part}.${language}` as const;
              return (
                <TextField
                  key={path}
                  id={path}
                  label={`${label} (${name})`}
                  hint={[hint, `At most ${REPLY_LIMITS[part]} characters.`]
                    .filter(Boolean)
                    .join(" ")}
                  error={errors[form]?.[part]?.[language]?.message}
                  textarea={rows > 0}
                  rows={rows || undefined}
                  lang={language}
                  {...register(path)}
                />
              );
            }),
          )}
        </FieldGroup>
      ))}
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

// Alerts of new enquiries and bookings, as staff change them: the team page's panel (what every
// alert shows, an admin's choice) and the account page's choice of which alerts one gets by
// email, and the daily follow-up email. Server components around ActionForm.
import type { AlertChoices, AlertDetail } from "@/lib/validations/alerts";
import { ALERT_DETAILS, ALERT_DETAIL_LABELS } from "@/lib/validations/alerts";
import { ActionForm } from "./action-form";
import { Field, Panel, inputClass } from "./ui";

/** Which ways of alerting this server has set up, for the panels' explanations. */
export type AlertWaysNote = { email: boolean; telegram: boolean };

function waysText({ email, telegram }: AlertWaysNote): string {
  if (email && telegram) return "Alerts go by email and to the staff group on Telegram.";
  if (email) return "Alerts go by email.";
  if (telegram) return "Alerts go to the staff group on Telegram; email is not set up.";
  return "No alerts go out yet: neither email nor Telegram is set up on the server (SMTP_URL, TELEGRAM_BOT_TOKEN).";
}

/** The team page's panel: what every alert shows of the person, by email and on Telegram. */
export function AlertDetailPanel({ detail, ways }: { detail: AlertDetail; ways: AlertWaysNote }) {
  return (
    <Panel title="Alerts of new enquiries and bookings">
      <div className="grid gap-4">
        <p>
          {waysText(ways)} Each goes within a minute to the owner, or to everyone on duty while
          nobody owns it, and always links to the item in the inbox.
        </p>
        <ActionForm
          action="/api/staff/alerts"
          submitLabel="Save what alerts show"
          tone="secondary"
          className="flex flex-wrap items-end gap-2"
        >
          <Field
            id="alert-detail"
            label="What an alert shows"
            hint="Phone and email stay out unless you choose the last. Alerts can be read on a locked phone's screen."
          >
            <select id="alert-detail" name="detail" defaultValue={detail} className={inputClass}>
              {ALERT_DETAILS.map((d) => (
                <option key={d} value={d}>
                  {ALERT_DETAIL_LABELS[d]}
                </option>
              ))}
            </select>
          </Field>
        </ActionForm>
      </div>
    </Panel>
  );
}

/** The account page's choice of alerts by email. */
export function AlertChoicesForm({
  choices,
  ways,
}: {
  choices: AlertChoices;
  ways: AlertWaysNote;
}) {
  return (
    <div className="grid gap-4">
      <p>
        {ways.email
          ? "Emails to your address about new enquiries and bookings, with a link to each."
          : "Email alerts are not set up on the server yet: your choice applies once they are."}
      </p>
      <ActionForm action="/api/staff/account/alerts" submitLabel="Save my alerts" tone="secondary">
        <label className="flex items-start gap-2">
          <input
            type="checkbox"
            name="assigned"
            defaultChecked={choices.assigned}
            className="mt-1 size-5"
          />
          <span>Email me about new enquiries and bookings assigned to me</span>
        </label>
        <label className="flex items-start gap-2">
          <input
            type="checkbox"
            name="unowned"
            defaultChecked={choices.unowned}
            className="mt-1 size-5"
          />
          <span>Email me about new ones nobody owns while I am on duty</span>
        </label>
        <label className="flex items-start gap-2">
          <input
            type="checkbox"
            name="digest"
            defaultChecked={choices.digest}
            className="mt-1 size-5"
          />
          <span>
            Daily follow-up email: at 9:00 each working day, my follow-ups due today and overdue
            (admins also get the new ones nobody has touched for two working days)
          </span>
        </label>
      </ActionForm>
    </div>
  );
}

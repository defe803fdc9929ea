// How the audit page words an entry: who acted, whom it is about (a person's name linking to their
// enquiry or booking, a staff member, a data request's step) and what happened, as a sentence with
// names instead of ids ("Status: New → Contacted", "Owner: Ravi", "Exported 12 enquiries
// (status: New)"). An action or detail it does not know still reads as words, never as JSON.
import { ROLE_LABELS } from "@/lib/auth/roles";
import { ENQUIRY_FORMS } from "@/lib/inbox/filters";
import { statusLabel } from "@/lib/inbox/statuses";
import { ALERT_DETAILS, ALERT_DETAIL_LABELS } from "@/lib/validations/alerts";
import type { AuditNames } from "@/lib/services/audit-names";
import { countOf, countsText, partlyText } from "@/lib/services/data-requests/words";
import { formatIst } from "./ui";

export type AuditLine = {
  action: string;
  actorId: string | null;
  targetKind: string | null;
  targetId: string | null;
  detail: unknown;
  at: Date;
  times: number;
};

type Detail = Record<string, unknown>;

const SUBMISSION_PATHS: Record<string, string> = { enquiry: "enquiries", booking: "bookings" };
const STEPS: Record<string, string> = {
  search: "search",
  download: "download",
  correction: "correction",
  erasure: "erasure",
};

/** What an alert shows, as the team page words the choice. */
const alertDetailText = (value: unknown): string =>
  ALERT_DETAILS.find((d) => d === value)
    ? ALERT_DETAIL_LABELS[value as (typeof ALERT_DETAILS)[number]]
    : String(value);

/** The staff member who acted. */
export function actorOf(line: AuditLine, names: AuditNames): string {
  if (line.action === "owner_assigned") return "Automatic assignment";
  if (!line.actorId) return "Not signed in";
  return names.staff[line.actorId] ?? "Removed staff member";
}

/** Whom the entry is about, and where to see it when it still exists. */
export function aboutOf(line: AuditLine, names: AuditNames): { text: string; href?: string } {
  const { targetKind: kind, targetId: id } = line;
  if (kind === "enquiry" || kind === "booking") {
    if (!id) return { text: kind === "enquiry" ? "Enquiries" : "Bookings" };
    const name = names[kind][id];
    return name
      ? { text: name, href: `/staff/${SUBMISSION_PATHS[kind]}/${id}` }
      : { text: `An erased ${kind}` };
  }
  if (kind === "staff")
    return { text: id ? (names.staff[id] ?? "Removed staff member") : "Account not recorded" };
  if (kind === "data_request") {
    const step = id ? names.data_request[id] : undefined;
    return {
      text: `Data request: ${step ? (STEPS[step] ?? step) : "a step"}`,
      href: "/staff/data-requests",
    };
  }
  return { text: kind ? words(kind) : "—" };
}

const words = (key: string) => {
  const text = key.replaceAll("_", " ").trim();
  return text ? text[0]!.toUpperCase() + text.slice(1) : "";
};

const roleLabel = (role: unknown) =>
  typeof role === "string" ? (ROLE_LABELS[role as keyof typeof ROLE_LABELS] ?? role) : "none";

const day = (value: unknown) =>
  typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? formatIst(`${value}T12:00:00+05:30`, false)
    : String(value);

/** A value of a detail in words: names for staff ids, labels for known codes. */
function valueText(key: string, value: unknown, names: AuditNames): string {
  if (value === null || value === undefined || value === "") return "none";
  if (key === "status" || key === "from" || key === "to") return statusLabel(String(value));
  if (typeof value === "object")
    return Object.entries(value as Detail)
      .map(([k, v]) => `${words(k).toLowerCase()} ${valueText(k, v, names)}`)
      .join(", ");
  return names.staff[String(value)] ?? String(value);
}

/** The filters of an export, as a parenthesis: "(status: New, from 1 Nov 2026)". */
function exportFilters(detail: Detail): string {
  const filters = (detail.filters ?? {}) as Detail;
  const parts: string[] = [];
  if (filters.status) parts.push(`status: ${statusLabel(String(filters.status))}`);
  if (filters.form)
    parts.push(
      `form: ${ENQUIRY_FORMS[filters.form as keyof typeof ENQUIRY_FORMS] ?? filters.form}`,
    );
  if (filters.program) parts.push(`program: ${String(filters.program)}`);
  if (filters.domain) parts.push(`mentor domain: ${String(filters.domain)}`);
  if (filters.from) parts.push(`from ${day(filters.from)}`);
  if (filters.to) parts.push(`until ${day(filters.to)}`);
  if (detail.searched === true) parts.push("with a search");
  return parts.length > 0 ? ` (${parts.join(", ")})` : "";
}

/** "Found 1 enquiry, 2 staff notes; also found 1 record matching only in part". */
function stepText(verb: string, detail: Detail, partlyWord: string): string {
  const counts = (detail.counts ?? {}) as Record<string, number>;
  const partly = partlyText(counts);
  return `${verb} ${countsText(counts)}${partly ? `; ${partlyWord} ${partly}` : ""}`;
}

/** What happened, as a sentence; "" when the action's label says it all. */
export function detailOf(line: AuditLine, names: AuditNames): string {
  const detail = (line.detail ?? {}) as Detail;
  switch (line.action) {
    case "sign_in":
      return detail.step ? `With ${article(String(detail.step))}` : "";
    case "sign_in_failed":
      return `Wrong ${detail.step ?? "password"}${detail.known_account === false ? " (no such account)" : ""}`;
    case "submission_viewed":
      return line.times > 1
        ? `Viewed ${line.times} times, last at ${formatIst(line.at).split(", ")[1]}`
        : "Viewed once";
    case "status_changed":
    case "status_reopened":
      // Other shapes of a detail (a newer writer) still read as words, below.
      if (typeof detail.from === "string" && typeof detail.to === "string")
        return `Status: ${statusLabel(detail.from)} → ${statusLabel(detail.to)}`;
      return anyDetail(detail, names);
    case "owner_changed":
      return `Owner: ${detail.owner ? valueText("owner", detail.owner, names) : "nobody"}`;
    case "owner_assigned":
      return `Owner: ${valueText("owner", detail.owner, names)} (${detail.by === "program" ? "counsellor of the program" : "next in turn"})`;
    case "duty_changed":
      return detail.on_duty ? "On duty" : "Off duty";
    case "assignment_changed":
      return `Automatic assignment ${detail.automatic ? "on" : "off"}`;
    case "program_counsellor_changed":
      return `${String(detail.program)}: ${detail.owner ? valueText("owner", detail.owner, names) : "in turn, like the rest"}`;
    case "alert_detail_changed":
      return `Alerts show: ${alertDetailText(detail.detail)}`;
    case "alert_choices_changed":
      return `Emails: assigned to them ${detail.assigned ? "on" : "off"}, unowned while on duty ${detail.unowned ? "on" : "off"}${detail.digest === undefined ? "" : `, daily follow-ups ${detail.digest ? "on" : "off"}`}`;
    case "follow_up_changed":
      return `Follow-up: ${detail.on ? day(detail.on) : "none"}`;
    case "export": {
      if (detail.report === true) return `Exported the report${exportFilters(detail)}`;
      const rows = Number(detail.rows ?? 0);
      const noun: [string, string] =
        line.targetKind === "booking" ? ["booking", "bookings"] : ["enquiry", "enquiries"];
      return `Exported ${countOf(rows, noun)}${exportFilters(detail)}`;
    }
    case "data_request_viewed":
      return stepText("Found", detail, "also found");
    case "data_request_downloaded":
      return stepText("Sent", detail, "including");
    case "data_erased":
      return stepText("Erased", detail, "including");
    case "data_corrected":
      return `Corrected the ${String(detail.field ?? "field").replaceAll("_", " ")}`;
    case "staff_added":
      return `Role: ${roleLabel(detail.role)}`;
    case "role_changed":
      if ("from" in detail && "to" in detail)
        return `Role: ${roleLabel(detail.from)} → ${roleLabel(detail.to)}`;
      return anyDetail(detail, names);
    default:
      return anyDetail(detail, names);
  }
}

const article = (noun: string) => (/^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`);

/** A detail this page has no sentence for, in words: "From New → Contacted", "Field: phone". */
function anyDetail(detail: Detail, names: AuditNames): string {
  if ("from" in detail && "to" in detail)
    return `${valueText("from", detail.from, names)} → ${valueText("to", detail.to, names)}`;
  return Object.entries(detail)
    .map(([key, value]) => `${words(key)}: ${valueText(key, value, names)}`)
    .join("; ");
}

// The booking form's values and how they are checked: the form has a date box and a time box
// where the API takes one instant, so the appointment schema runs on the combined value and its
// date errors are put back on the boxes.
import type { DefaultValues, FieldError, Resolver } from "react-hook-form";
import { LOCALES, type Locale } from "@/lib/i18n/locales";
import type { Appointment, AppointmentInput } from "@/lib/validations/appointment";
import { combineDateTime } from "@/lib/validations/input-filters";
import { zodResolvers, type LazyResolver } from "./lazy-resolver";

/** The form's own boxes: a date box and a time box where the API takes one instant. */
export type BookingValues = {
  name: string;
  email: string;
  phone: string;
  branch_course: string;
  study_year: string;
  mentor_domain: string;
  date: string;
  time: string;
  query: string;
  consent: boolean;
  website: string;
};

export const DEFAULTS: DefaultValues<BookingValues> = {
  name: "",
  email: "",
  phone: "",
  branch_course: "",
  study_year: "",
  mentor_domain: "",
  date: "",
  time: "",
  query: "",
  consent: false,
  website: "",
};

/** The API's date fields and the boxes that show their errors. */
export const FIELD_FOR = { appointment_date: "date", appointment_time: "time" } as const;

/** What the schema checks; `consent` may still be false here, which the schema then reports. */
function toAppointmentInput({ date, time, ...rest }: BookingValues): AppointmentInput {
  // Only a complete pair combines; a lone date still counts as given for the "both" message.
  const appointment_date = combineDateTime(date, time) || date;
  return { ...rest, appointment_date, appointment_time: time } as AppointmentInput;
}

// The schema (and zod) load when the form first takes focus (as the modal opens), not with the
// page; its messages are in the page's language.
const appointmentResolvers = zodResolvers<AppointmentInput, Appointment>((locale) =>
  import("@/lib/validations/appointment").then((schemas) => schemas.appointmentSchemaIn(locale)),
);

/** The appointment schema run on the combined instant, with its date errors on the boxes. */
function bookingResolver(
  appointment: LazyResolver<AppointmentInput, Appointment>,
): LazyResolver<BookingValues, Appointment> {
  const resolver: Resolver<BookingValues, unknown, Appointment> = async (
    values,
    context,
    options,
  ) => {
    const result = await appointment.resolver(
      toAppointmentInput(values),
      context,
      options as unknown as Parameters<typeof appointment.resolver>[2],
    );
    if (Object.keys(result.errors).length === 0) {
      return { values: result.values as Appointment, errors: {} };
    }
    const errors: Record<string, FieldError> = {};
    for (const [name, error] of Object.entries(result.errors as Record<string, FieldError>)) {
      errors[FIELD_FOR[name as keyof typeof FIELD_FOR] ?? name] = error;
    }
    return { values: {}, errors };
  };
  return { resolver, preload: appointment.preload };
}

/** One resolver per language: the messages are in the page's language. */
export const bookingResolvers = Object.fromEntries(
  LOCALES.map((locale) => [locale, bookingResolver(appointmentResolvers[locale])]),
) as Record<Locale, LazyResolver<BookingValues, Appointment>>;

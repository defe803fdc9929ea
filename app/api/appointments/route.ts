// POST /api/appointments – the mentorship booking form.
import { handle } from "@/lib/api/errors";
import { acceptSubmission } from "@/lib/api/submission";
import { getDb } from "@/lib/db/client";
import { createAppointment } from "@/lib/services/submissions";
import {
  APPOINTMENT_CREATED_MESSAGE,
  type Appointment,
  appointmentSchemaFor,
} from "@/lib/validations/appointment";

export const POST = handle("POST /api/appointments", (request: Request) =>
  acceptSubmission<Appointment>(request, {
    endpoint: "appointments",
    message: APPOINTMENT_CREATED_MESSAGE,
    // Field messages come back in the language the form was shown in; the row stores it.
    formOf: (body) => ({ form: "mentorship", schema: appointmentSchemaFor(body.language) }),
    store: async (appointment, options) => createAppointment(await getDb(), appointment, options),
  }),
);

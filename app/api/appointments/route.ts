// POST /api/appointments – the mentorship booking form.
import { handle } from "@/lib/api/errors";
import { acceptSubmission } from "@/lib/api/submission";
import { getDb } from "@/lib/db/client";
import { createAppointment } from "@/lib/services/submissions";
import {
  APPOINTMENT_CREATED_MESSAGE,
  type Appointment,
  appointmentSchema,
} from "@/lib/validations/appointment";

export const POST = handle("POST /api/appointments", (request: Request) =>
  acceptSubmission<Appointment>(request, {
    endpoint: "appointments",
    message: APPOINTMENT_CREATED_MESSAGE,
    formOf: () => ({ form: "mentorship", schema: appointmentSchema }),
    store: async (appointment, options) => createAppointment(await getDb(), appointment, options),
  }),
);

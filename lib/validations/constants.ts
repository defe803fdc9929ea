// The success messages the handlers send and the forms compare against. Zod-free, so the forms
// can load them with the page while the schemas load on first use.

export const LEAD_CREATED_MESSAGE =
  "Thank you! We have received your details and will contact you soon.";

/** The one success message: the handler sends it and the form checks for it. */
export const APPOINTMENT_CREATED_MESSAGE = "Appointment created successfully";

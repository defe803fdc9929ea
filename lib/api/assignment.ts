// What the staff APIs about assignment share: a refused change as the error contract's 422 under
// its field, and the answer to a change of duty.
import "server-only";
import { AssignmentRefused } from "@/lib/services/assignment-settings";
import { ApiError } from "./errors";

/** Runs a change, answering 422 with a message under its field when it is refused. */
export async function refusedAssignment<T>(change: Promise<T>): Promise<T> {
  try {
    return await change;
  } catch (error) {
    if (error instanceof AssignmentRefused) {
      throw new ApiError("validation_failed", error.message, { [error.field]: error.message });
    }
    throw error;
  }
}

/** The answer to putting someone ("you are", "they are") on or off duty. */
export function dutyAnswer(id: string, onDuty: boolean, changed: boolean, who: string) {
  const state = onDuty ? "on duty" : "off duty";
  return {
    data: { id, onDuty },
    message: !changed
      ? `No change: ${who} already ${state}.`
      : onDuty
        ? `Saved: ${who} on duty, and take new enquiries and bookings in turn.`
        : `Saved: ${who} off duty, and get no new enquiries or bookings.`,
  };
}

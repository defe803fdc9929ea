// DPDP data requests (the staff's data-requests page and POST /api/staff/data-requests): find
// everything held about a person, correct a field, erase them, and the record of each request.
export { findPerson, normalisePerson, PERSON_TABLES } from "./find";
export type { PersonCounts, PersonData } from "./find";
export { correctField, InvalidCorrectionError, SubmissionNotFoundError } from "./correct";
export type { CorrectionResult } from "./correct";
export { erasePerson } from "./erase";
export type { ErasureResult } from "./erase";
export {
  DATA_REQUEST_KINDS,
  DATA_REQUESTS_PAGE_SIZE,
  listDataRequests,
  recordAccess,
} from "./record";
export type { DataRequestEntry, DataRequestKind, RequestCounts } from "./record";

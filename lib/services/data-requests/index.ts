// DPDP data requests (the staff's data-requests page and POST /api/staff/data-requests): find the
// records with the details a person proved, then download, correct or erase the ticked ones, each
// step recorded with who asked and how they were verified.
export { downloadPerson, searchPerson } from "./find";
export type { PersonData, SearchResult } from "./find";
export { PERSON_TABLES, RecordsNotMatchingError, normalisePerson } from "./match";
export type { MatchedRecord, PersonCounts } from "./match";
export { correctField, InvalidCorrectionError, SubmissionNotFoundError } from "./correct";
export type { CorrectionResult } from "./correct";
export { erasePerson } from "./erase";
export type { ErasureResult } from "./erase";
export { DATA_REQUEST_KINDS, DATA_REQUESTS_PAGE_SIZE, listDataRequests } from "./record";
export type { DataRequestEntry, DataRequestKind, RequestCounts } from "./record";

// The visit's source in this tab only (sessionStorage: gone when the tab closes; no cookie, nothing
// kept across visits). Written on each full page load (VisitSourceCapture), read when a form is sent.
import { type Visit, nextVisit, pageSource, visitFields } from "@/lib/visit-source";

export const VISIT_SOURCE_KEY = "coderhouse-visit-source";

function stored(): Visit | null {
  const raw = window.sessionStorage.getItem(VISIT_SOURCE_KEY);
  const visit = raw ? (JSON.parse(raw) as Visit) : null;
  return visit && typeof visit.first?.landing === "string" ? visit : null;
}

/** Once per document: a client-side move to another page is not a new page load. */
let noted = false;

/** Notes this page load in the visit: the first load always, later ones when they carry a source. */
export function rememberPageLoad(): void {
  if (noted) return;
  noted = true;
  try {
    const page = pageSource(location.href, document.referrer, location.host);
    window.sessionStorage.setItem(VISIT_SOURCE_KEY, JSON.stringify(nextVisit(stored(), page)));
  } catch {
    // Storage blocked or full: the form is sent without its source.
  }
}

/** The fields a form sends with its body (none when storage is blocked or empty). */
export function storedVisitFields(): Record<string, string> {
  try {
    return visitFields(stored());
  } catch {
    return {};
  }
}

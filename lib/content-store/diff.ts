// Which fields an edit changed, as dotted paths ("phone", "openingHours.0.closes"), for the
// version history and the audit log.
export function changedPaths(before: unknown, after: unknown, path = ""): string[] {
  if (Object.is(before, after)) return [];
  const bothArrays = Array.isArray(before) && Array.isArray(after);
  const bothObjects =
    isRecord(before) && isRecord(after) && !Array.isArray(before) && !Array.isArray(after);
  if (!bothArrays && !bothObjects) return [path || "(all)"];
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys.flatMap((key) => changedPaths(a[key], b[key], path ? `${path}.${key}` : key));
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

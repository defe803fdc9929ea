/**
 * Percent-encodes one path segment. "&" stays as typed: it is legal in a path (RFC 3986 sub-delim)
 * and the spec's own address is /Terms&Conditions. "#", "+", spaces and the like are encoded.
 */
export function encodeSegment(segment: string): string {
  return encodeURIComponent(segment).replace(/%26/g, "&");
}

/** Decodes a path or segment; a malformed escape ("%E0%A4") is left as it came. */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Encodes each segment of a decoded path ("/notes/category/C#_Programming" → ".../C%23_Programming"). */
export function encodePath(decodedPath: string): string {
  return decodedPath.split("/").map(encodeSegment).join("/");
}

// What the form boxes keep as people type, and how the booking's date and time boxes combine.
// Zod-free on purpose: the browser loads this with the page, and the schemas only on first use.

/** A time of day as a time box gives it: 00:00–23:59. */
export const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Digits only; a +91 or 0091 country code, or a trunk 0, in front of ten digits is dropped. */
export function normalisePhone(raw: string): string {
  const digits = raw.replace(/\D/g, "");
  const local = /^(?:0{0,2}91|0)(\d{10})$/.exec(digits);
  return local?.[1] ?? digits;
}

/**
 * What a phone box keeps while someone types or pastes: digits only and at most ten, except
 * that a country code or trunk 0 still being typed is kept until the ten digits after it are in.
 */
export function phoneInputValue(raw: string): string {
  const digits = normalisePhone(raw);
  if (digits.length <= 10) return digits;
  const max = digits.startsWith("0091")
    ? 14
    : digits.startsWith("91")
      ? 12
      : digits.startsWith("0")
        ? 11
        : 10;
  return digits.slice(0, max);
}

/** The home form drops anything that is not a letter or a space as it is typed. */
export function keepNameCharacters(raw: string): string {
  return raw.replace(/[^\p{L}\p{M} ]/gu, "");
}

/** Joins a date box (YYYY-MM-DD) and a time box (HH:MM) into one instant with this browser's offset. */
export function combineDateTime(date: string, time: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !HH_MM.test(time)) return "";
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const [hh, mm] = time.split(":").map(Number) as [number, number];
  const local = new Date(y, m - 1, d, hh, mm);
  if (Number.isNaN(local.getTime()) || local.getDate() !== d) return "";
  const offset = -local.getTimezoneOffset();
  const sign = offset >= 0 ? "+" : "-";
  const abs = Math.abs(offset);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date}T${time}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

// Validation that loads on first use. zod and the form schemas are the largest part of a form's
// code, and most visitors never type into a form, so a page only downloads them once someone does.
import type { FieldValues, Resolver } from "react-hook-form";
import type { ZodType } from "zod";
import { LOCALES, type Locale } from "@/lib/i18n/locales";

/**
 * A react-hook-form resolver that loads the real one (from `load`) the first time it runs and
 * then hands every call to it. `preload` starts that download early, e.g. on the first focus in
 * the form, so it is usually there before the first blur. A failed download is forgotten, so the
 * next validation tries again.
 */
export function lazyResolver<TValues extends FieldValues, TOutput>(
  load: () => Promise<Resolver<TValues, unknown, TOutput>>,
) {
  let ready: Resolver<TValues, unknown, TOutput> | undefined;
  let loading: Promise<Resolver<TValues, unknown, TOutput>> | undefined;
  const loaded = () =>
    (loading ??= load().then(
      (real) => (ready = real),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  // Once loaded, a call goes straight to the real resolver, with no extra await: validation then
  // takes exactly as long as before, so a second submit while one is sending is still caught.
  const resolver: Resolver<TValues, unknown, TOutput> = (values, context, options) =>
    ready
      ? ready(values, context, options)
      : loaded().then((real) => real(values, context, options));

  /** Starts the download; a failure shows up (and is retried) at the next validation instead. */
  const preload = () => {
    loaded().catch(() => {});
  };

  return { resolver, preload };
}

/** A form's lazy resolver and the call that starts its download. */
export type LazyResolver<TValues extends FieldValues, TOutput> = ReturnType<
  typeof lazyResolver<TValues, TOutput>
>;

/**
 * One lazy resolver per language, each running `schemaIn(locale)` (a form's messages are in the
 * page's language). zod's resolver and the schema module download together, on first use.
 */
export function zodResolvers<TValues extends FieldValues, TOutput>(
  schemaIn: (locale: Locale) => Promise<ZodType<TOutput, TValues>>,
): Record<Locale, LazyResolver<TValues, TOutput>> {
  const load = async (locale: Locale) => {
    const [{ zodResolver }, schema] = await Promise.all([
      import("@hookform/resolvers/zod"),
      schemaIn(locale),
    ]);
    return zodResolver(schema);
  };
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, lazyResolver<TValues, TOutput>(() => load(locale))]),
  ) as Record<Locale, LazyResolver<TValues, TOutput>>;
}

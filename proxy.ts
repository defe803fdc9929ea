// Request interceptor (Next 16's name for middleware), for page addresses only (see `matcher`).
// - English pages keep their unprefixed addresses: "/notes" is rewritten to the [locale] route
//   "/en/notes", the path kept exactly as it came (a malformed escape then reaches the catch-all
//   route and a 404, never a decoding error). "/en/…" itself is no address of ours: a 404, as before.
// - A /hi address goes to the [locale] route as it is: its page, or the catch-all's Hindi 404.
// - An address that is no page of ours (lib/routes.ts) is answered 404 here, and the catch-all
//   route draws the not-found page in the address's language. Next itself would send a notFound()
//   thrown while rendering as an empty `<html id="__next_error__">` document drawn only by the
//   browser's script (vercel/next.js#62228): no language, no heading for a crawler or a reader
//   without script.
// - A visitor who chose Hindi with the language switch (the cookie) is sent from an English page
//   to its Hindi version. Nothing else moves anyone between languages: not the browser's
//   Accept-Language, never a crawler (crawlers keep no cookie).
// - The percent-encoded spelling /Terms%26Conditions (what many mail and chat apps send) reaches
//   the /Terms&Conditions page, which the router would otherwise not match.
// Fixed redirects live in next.config.mjs; letter-case variants of known paths are answered by
// the catch-all route app/[locale]/[...slug], which only unknown paths reach.
import { NextResponse, type NextRequest } from "next/server";
import { LOCALE_COOKIE, localePath, splitLocalePath } from "@/lib/i18n/locales";
import { isPageAddress } from "@/lib/routes";
import { encodePath, safeDecode } from "@/lib/url";

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const { locale, path } = splitLocalePath(pathname);

  if (path === "/Terms%26Conditions") {
    const terms = request.nextUrl.clone();
    terms.pathname = `/${locale}/Terms&Conditions`;
    return NextResponse.rewrite(terms);
  }

  const status = isPageAddress(path) ? undefined : 404;
  if (locale === "hi") {
    return status ? NextResponse.rewrite(request.nextUrl, { status }) : NextResponse.next();
  }

  const chosen = request.cookies.get(LOCALE_COOKIE)?.value;
  if (chosen === "hi" && (request.method === "GET" || request.method === "HEAD")) {
    const target = new URL(encodePath(localePath("hi", safeDecode(path))) + search, request.url);
    const response = NextResponse.redirect(target, 307);
    // Personal to this visitor: no shared cache may keep it (nginx skips its cache for them too).
    response.headers.set("Cache-Control", "private, no-store");
    response.headers.set("Vary", "Cookie");
    return response;
  }

  const english = request.nextUrl.clone();
  english.pathname = pathname === "/" ? "/en" : `/en${pathname}`;
  return NextResponse.rewrite(english, { status });
}

export const config = {
  // Pages only: not the APIs, Next's files, the staff area, uploaded photos (/media/…), the Gform
  // redirect, public/ files or the metadata files at the root of app/.
  matcher: [
    "/((?!api|_next|_vercel|staff|media/|Gform|Documents|images|icon\\.svg|opengraph-image|robots\\.txt|sitemap\\.xml|favicon\\.ico).*)",
  ],
};

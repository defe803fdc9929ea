// Request interceptor (Next 16's name for middleware). It runs only for the paths in `matcher`,
// never for the other pages: fixed redirects live in next.config.mjs, and letter-case variants of
// fixed paths are answered by the catch-all route app/[...slug], which only unknown paths reach.
import { NextResponse, type NextRequest } from "next/server";
import { canonicalPathFor } from "@/lib/routes";

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  // The percent-encoded spelling of /Terms&Conditions (what many mail and chat apps send), which
  // the router would otherwise not match to the page.
  if (pathname === "/Terms%26Conditions") {
    return NextResponse.rewrite(new URL("/Terms&Conditions", request.url));
  }
  // Category and roadmap pages are pre-rendered for their exact names only (dynamicParams is
  // false), so their letter-case variants (/programs/APTITUDE) are redirected here.
  const canonical = canonicalPathFor(pathname);
  if (canonical) return NextResponse.redirect(new URL(canonical, request.url), 308);
  return NextResponse.next();
}

export const config = {
  matcher: ["/Terms%26Conditions", "/notes/category/:segment", "/programs/:slug"],
};

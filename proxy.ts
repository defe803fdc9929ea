// Request interceptor (Next 16's name for middleware). It runs only for the paths in `matcher`,
// never for ordinary pages: fixed redirects live in next.config.mjs and letter-case variants are
// answered by the catch-all route app/[...slug]/page.tsx, which only sees unknown paths.
import { NextResponse, type NextRequest } from "next/server";

/**
 * Serves the percent-encoded spelling /Terms%26Conditions (what many mail and chat apps send),
 * which the router would otherwise not match to the /Terms&Conditions page.
 */
export function proxy(request: NextRequest) {
  return NextResponse.rewrite(new URL("/Terms&Conditions", request.url));
}

export const config = {
  matcher: ["/Terms%26Conditions"],
};

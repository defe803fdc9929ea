// Request interceptor (Next 16's name for middleware). It runs only for the path in `matcher`,
// never for the pages: fixed redirects live in next.config.mjs, and letter-case variants of every
// known path (categories and roadmaps included, whose pages pre-render their exact names only)
// are answered by the catch-all route app/[...slug], which only unknown paths reach.
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

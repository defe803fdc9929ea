// GET /Gform – sends the visitor to the institute's contact form (CONTACT_FORM_URL).
import { env } from "@/lib/env.mjs";

// Read at request time, so changing CONTACT_FORM_URL needs a restart, not a rebuild.
export const dynamic = "force-dynamic";

export function GET() {
  return new Response(null, {
    status: 307,
    headers: { Location: env.CONTACT_FORM_URL, "Cache-Control": "no-store" },
  });
}

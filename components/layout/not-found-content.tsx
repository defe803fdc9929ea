import type { Metadata } from "next";
import { Link } from "@/components/ui/link";

export const NOT_FOUND_METADATA: Metadata = {
  title: "Page not found",
  description: "The page you asked for does not exist on the Coder House website.",
  robots: { index: false },
};

/** The 404 message, inside the site's shell (app/(site)/not-found.tsx, app/not-found.tsx). */
export function NotFoundContent() {
  return (
    <section className="mx-auto max-w-page px-4 py-20 text-center">
      <h1 className="text-display text-navy">Unexpected Application Error!</h1>
      <p className="mt-4 text-xl font-semibold text-muted">404 Not Found</p>
      <p className="mt-4 text-muted">The address may be mistyped, or the page may have moved.</p>
      <Link
        href="/"
        className="mt-8 inline-flex min-h-tap items-center rounded-pill bg-navy px-6 font-semibold text-paper hover:bg-slate"
      >
        Go to the home page
      </Link>
    </section>
  );
}

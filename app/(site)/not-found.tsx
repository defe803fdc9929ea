import { NotFoundContent, NOT_FOUND_METADATA } from "@/components/layout/not-found-content";

export const metadata = NOT_FOUND_METADATA;

// notFound() in a public page (the catch-all's unknown paths, an unknown category): inside the
// site's shell of app/(site)/layout.tsx.
export default function NotFound() {
  return <NotFoundContent />;
}

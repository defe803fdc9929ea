import { NotFoundContent, NOT_FOUND_METADATA } from "@/components/layout/not-found-content";
import { SiteShell } from "@/components/layout/site-shell";

export const metadata = NOT_FOUND_METADATA;

// An address no route matches: rendered by the root layout alone, so it brings the site's shell.
export default function NotFound() {
  return (
    <SiteShell>
      <NotFoundContent />
    </SiteShell>
  );
}

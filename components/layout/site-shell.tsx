import type { ReactNode } from "react";
import { Footer } from "@/components/layout/footer";
import { Header } from "@/components/layout/header";
import { JsonLd } from "@/components/ui/json-ld";
import { organizationJsonLd } from "@/lib/seo";

/** The public site around a page: used by app/(site)/layout.tsx and by the site-wide 404. */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <>
      <Header />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer />
      <JsonLd data={organizationJsonLd()} />
    </>
  );
}

// Next's own /_not-found document, for an address no route matches: the same 404 message, in
// English, without the site's header. The site's unknown addresses get theirs from proxy.ts and the
// [locale] catch-all route, in their own language.
import { poppins } from "@/app/fonts";
import { Document } from "@/components/layout/document";
import { NotFoundContent, notFoundMetadata } from "@/components/layout/not-found-content";

export const generateMetadata = () => notFoundMetadata("en");

export default function GlobalNotFound() {
  return (
    <Document lang="en-IN" fontClassName={poppins.variable} skipLabel="Skip to content">
      <main id="main" className="flex-1">
        <NotFoundContent locale="en" />
      </main>
    </Document>
  );
}

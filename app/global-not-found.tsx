// An address outside the site's pages and the staff area (an unknown /api/… path, a file that is
// not there): the same 404 message, in English, without the site's header.
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

import { ButtonLink } from "@/components/ui/button-link";
import { ContentPicture } from "@/components/ui/content-picture";
import { JoinUsLink } from "@/components/ui/join-us-link";
import type { Company } from "@/lib/content/workshops";
import { fillTemplate } from "@/lib/text";

type CompanyCardProps = {
  company: Company;
  openDocument: string;
  /** Read out after openDocument: "for {company}". */
  openDocumentFor: string;
  joinUs: string;
};

export function CompanyCard({ company, openDocument, openDocumentFor, joinUs }: CompanyCardProps) {
  return (
    <article className="flex h-full flex-col gap-4 rounded-card bg-paper p-4 shadow-card ring-1 ring-line/40">
      <div className="flex items-center gap-4">
        <ContentPicture
          image={company.logo}
          sizes="(min-width: 1024px) 6rem, 7rem"
          className="h-auto w-28 shrink-0 rounded ring-1 ring-line/30 lg:w-24"
        />
        <h3 className="min-w-0 text-lg font-semibold text-navy sm:text-xl lg:text-lg">
          {company.name}
        </h3>
      </div>
      {/* Side by side where they fit, stacked where they do not. */}
      <div className="mt-auto flex flex-wrap gap-2">
        <ButtonLink
          href={company.document}
          external
          variant="outline"
          className="flex-1 whitespace-nowrap px-4"
        >
          {openDocument}
          <span className="sr-only">
            {" "}
            {fillTemplate(openDocumentFor, { company: company.name })}
          </span>
        </ButtonLink>
        <JoinUsLink className="flex-1 whitespace-nowrap px-4">{joinUs}</JoinUsLink>
      </div>
    </article>
  );
}

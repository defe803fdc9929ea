import { Carousel } from "@/components/ui/carousel";
import { ContentPicture } from "@/components/ui/content-picture";
import { achieversPage, placedHeading, type AchieverCompany } from "@/lib/content/people";
import { PersonCard } from "./person-card";

/** One company per slide, fading every 5 s: the company's logo and the students it hired. */
export function AchieversCarousel({ companies }: { companies: AchieverCompany[] }) {
  return (
    <Carousel
      label={achieversPage.carouselLabel}
      intervalMs={5000}
      transition="fade"
      className="-mx-2"
    >
      {companies.map((c) => (
        <div key={c.company} className="rounded-card border border-line/40 bg-paper p-4 sm:p-6">
          <h3 className="flex flex-col items-center gap-2 text-center">
            <ContentPicture
              image={c.logo}
              alt=""
              sizes="192px"
              className="h-24 w-48 rounded-card ring-1 ring-line/30"
            />
            <span className="text-xl font-semibold text-navy">
              {placedHeading(c.people.length, c.company)}
            </span>
          </h3>
          <ul className="mt-6 grid grid-cols-2 gap-x-4 gap-y-6 sm:grid-cols-3">
            {c.people.map((p) => (
              <li key={p.name}>
                <PersonCard person={p} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </Carousel>
  );
}

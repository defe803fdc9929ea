// What visitors see of the testimonials, mentors and gallery photos staff publish, beyond today's
// data (which the home and college page suites check): a mentor's details only where given, an
// uploaded photo from its stored sizes, a Hindi page marking English it falls back to, no sample
// note once the samples are gone, and a gallery's placeholder note only while a card is left.
import { render, screen, within } from "@testing-library/react";
import CollegeProgramsPage from "@/app/[locale]/(programs)/collegePrograms/page";
import { Mentors } from "@/components/home/mentors";
import { Reviews } from "@/components/home/reviews";
import type { GalleryPhoto } from "@/lib/content-store/gallery";
import type { ContentKind } from "@/lib/content-store/kinds";
import { type Mentor, seedMentors } from "@/lib/content-store/mentors";
import { published } from "@/lib/content-store/read";
import { type Testimonial, seedTestimonials } from "@/lib/content-store/testimonials";
import { setTestLocale } from "../setup/next-intl-server";
import { resolveServer } from "../setup/server-components";
import { slidesOf } from "./programs-support";

jest.mock("@/lib/content-store/read", () => ({
  ...jest.requireActual("../setup/content-read"),
  published: jest.fn(),
}));
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn() }),
  usePathname: () => "/somewhere",
}));

const PHOTO = { id: "0123456789abcdef0123456789abcdef", width: 1024, height: 768 };
const NONE = { en: "", hi: "" };

/** What `published` answers, kind by kind, in this test; today's data for the rest. */
function publish(items: Partial<Record<ContentKind, unknown[]>>) {
  const { kindSpec } = jest.requireActual("@/lib/content-store/kinds");
  jest
    .mocked(published)
    .mockImplementation(async (kind) => (items[kind] ?? [...kindSpec(kind).seeds]) as never);
}

const meera: Mentor = {
  name: "Meera Pandey",
  photo: PHOTO,
  photoAlt: { en: "Photo of Meera Pandey", hi: "" },
  expertise: { en: "DSA and competitive programming", hi: "" },
  years: 6,
  companies: ["TCS", "Tech Mahindra"],
};
const ravi: Mentor = { ...meera, name: "Ravi Sen", photo: null, years: 1, companies: [] };

afterEach(() => setTestLocale("en"));

describe("mentors", () => {
  it("show expertise, years and companies where given, and nothing where not", async () => {
    publish({ mentor: [seedMentors[0]!, meera, ravi] });
    render(await resolveServer(<Mentors />));
    const [today, withAll, noPhoto] = slidesOf("Mentors");
    expect(
      within(today!)
        .getAllByRole("paragraph")
        .map((p) => p.textContent),
    ).toEqual([seedMentors[0]!.name]);
    expect(
      within(withAll!)
        .getAllByRole("paragraph")
        .map((p) => p.textContent),
    ).toEqual([
      "Meera Pandey",
      "DSA and competitive programming",
      "6 years of experience",
      "Worked at TCS and Tech Mahindra",
    ]);
    expect(within(noPhoto!).getByText("1 year of experience")).toBeInTheDocument();
    // Without a photo: initials, hidden from screen readers (the name says who it is).
    expect(within(noPhoto!).getByText("RS")).toHaveAttribute("aria-hidden", "true");
  });

  it("draw an uploaded photo from its stored sizes, as decoration beside the name", async () => {
    publish({ mentor: [meera] });
    const { container } = render(await resolveServer(<Mentors />));
    const img = container.querySelector("img")!;
    expect(img).toHaveAttribute("alt", "");
    expect(img).toHaveAttribute("src", `/media/${PHOTO.id}/1024.webp`);
    expect(img.getAttribute("srcset")).toBe(
      [320, 640, 1024].map((w) => `/media/${PHOTO.id}/${w}.webp ${w}w`).join(", "),
    );
    expect(img).toHaveAttribute("loading", "lazy");
  });

  it("speak Hindi on the Hindi page, marking English left without Hindi", async () => {
    setTestLocale("hi");
    publish({ mentor: [meera] });
    render(await resolveServer(<Mentors />));
    expect(screen.getByText("DSA and competitive programming")).toHaveAttribute("lang", "en");
    expect(screen.getByText("6 साल का अनुभव")).toBeInTheDocument();
    expect(screen.getByText("TCS और Tech Mahindra में काम का अनुभव")).toBeInTheDocument();
  });
});

describe("home reviews", () => {
  const real: Testimonial = {
    placement: "home",
    text: { en: "The mock interviews got me ready for TCS.", hi: "" },
    name: "Asha Verma",
    role: { en: "B.Tech 2025, GGITS", hi: "" },
    rating: null,
    photo: null,
    photoAlt: NONE,
    sample: false,
    consent: { date: "2025-06-30", form: "signed-form" },
  };

  it("drop the sample note and badges once no sample is left; no stars when none were given", async () => {
    setTestLocale("hi");
    publish({ testimonial: [real, ...seedTestimonials.filter((t) => t.placement === "college")] });
    render(await resolveServer(<Reviews />));
    expect(screen.queryByText("नमूना")).not.toBeInTheDocument();
    expect(screen.queryByText(/नमूने के रिव्यू/)).not.toBeInTheDocument();
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(screen.getByText(real.text.en)).toHaveAttribute("lang", "en");
    expect(screen.getByText("B.Tech 2025, GGITS")).toHaveAttribute("lang", "en");
    expect(screen.getByText("Asha Verma")).toBeInTheDocument();
  });

  it("are left out when none is published for the home page", async () => {
    publish({ testimonial: seedTestimonials.filter((t) => t.placement === "college") });
    const { container } = render(await resolveServer(<Reviews />));
    expect(container).toBeEmptyDOMElement();
  });
});

describe("college galleries", () => {
  const uploaded: GalleryPhoto = {
    gallery: "reviews",
    photo: PHOTO,
    alt: { en: "A thank-you card from the 2025 batch", hi: "" },
    title: NONE,
    caption: { en: "Batch of 2025", hi: "2025 का बैच" },
  };

  it("say the cards are placeholders only while one of today's cards is left", async () => {
    publish({ gallery: [uploaded] });
    render(await resolveServer(<CollegeProgramsPage />));
    const reviews = screen.getByRole("region", { name: "Words of Encouragement" });
    expect(reviews).toHaveTextContent("Notes students left for us after their programme.");
    expect(reviews).not.toHaveTextContent(/placeholders/);
    // With nothing published for them, the other galleries are left out.
    expect(screen.queryByRole("region", { name: "Moments" })).not.toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Moments of Encouragement" })).toBeNull();
  });

  it("mark an English alt text on the Hindi page, and show the caption", async () => {
    setTestLocale("hi");
    publish({ gallery: [uploaded] });
    render(await resolveServer(<CollegeProgramsPage />));
    const [slide] = slidesOf("हौसले के शब्दों की गैलरी");
    const img = within(slide!).getByRole("img");
    expect(img).toHaveAccessibleName(uploaded.alt.en);
    expect(img).toHaveAttribute("lang", "en");
    expect(within(slide!).getByText("2025 का बैच")).toBeInTheDocument();
  });
});

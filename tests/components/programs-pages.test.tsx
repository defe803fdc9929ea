// The program pages: college, campus, school and Swayam.
import { render, screen, within } from "@testing-library/react";
import CampusProgramsPage from "@/app/[locale]/(programs)/CampusPrograms/page";
import CollegeProgramsPage from "@/app/[locale]/(programs)/collegePrograms/page";
import SchoolProgramPage from "@/app/[locale]/(programs)/SchoolProgram/page";
import SwayamBatchPage from "@/app/[locale]/(programs)/swayam-batch/page";
import {
  hodTestimonials as hodTestimonialsText,
  testimonialNote as noteText,
} from "@/lib/content/college";
import { inLocale } from "@/lib/i18n/text";
import { setTestLocale } from "../setup/next-intl-server";
import { resolveServer } from "../setup/server-components";
import { courseJsonLd, slidesOf } from "./programs-support";

// The English page's copy.
const hodTestimonials = inLocale(hodTestimonialsText, "en");
const testimonialNote = noteText.en;

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn() }),
  usePathname: () => "/somewhere",
}));

describe("college programs page", () => {
  it("offers the five hour tiers, each opening its program document in a new tab", async () => {
    render(await resolveServer(<CollegeProgramsPage />));
    const tiers = screen.getAllByRole("heading", { level: 3, name: /HOURS$/ });
    expect(tiers.map((h) => h.textContent)).toEqual([
      "300HOURS",
      "120HOURS",
      "90HOURS",
      "75HOURS",
      "60HOURS",
    ]);
    const links = screen.getAllByRole("link", { name: /^View Program/ });
    expect(links).toHaveLength(5);
    for (const link of links) {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
      expect(link.getAttribute("href")).toMatch(
        /^https:\/\/docs\.google\.com\/document\/d\/[\w-]+\/edit$/,
      );
      expect(link).toHaveAccessibleName(/opens in a new tab/);
    }
    expect(links[0]).toHaveAccessibleName(/^View Program\s+for the 300-hour plan/);
    expect(links[0]).toHaveAttribute(
      "href",
      "https://docs.google.com/document/d/1o7M2U6wZ9JBL1Yybz5MG-YZVlkmM_XbCkjuXT0tsXbc/edit",
    );
  });

  it("has the two moments with previous and next controls", async () => {
    render(await resolveServer(<CollegeProgramsPage />));
    const moments = screen.getByRole("region", { name: "Moments from our college programs" });
    expect(within(moments).getAllByRole("group")).toHaveLength(2);
    expect(within(moments).getByText("Hackathons")).toBeInTheDocument();
    expect(within(moments).getByText("Interview Session")).toBeInTheDocument();
    expect(within(moments).getByRole("button", { name: "Previous slide" })).toBeInTheDocument();
    expect(within(moments).getByRole("button", { name: "Next slide" })).toBeInTheDocument();
  });

  it("labels the head-of-department quotes as samples and names no one", async () => {
    render(await resolveServer(<CollegeProgramsPage />));
    expect(screen.getByText(testimonialNote)).toBeVisible();
    expect(slidesOf("Head of department testimonials")).toHaveLength(hodTestimonials.length);
    for (const t of hodTestimonials) {
      expect(t.sample).toBe(true);
      expect(screen.getByText(t.role)).toHaveTextContent(/\(sample\)$/);
    }
  });

  it("shows four association logos and the 14 memory and 8 review images", async () => {
    render(await resolveServer(<CollegeProgramsPage />));
    const associations = screen.getByRole("region", { name: "Associations" });
    expect(
      within(associations)
        .getAllByRole("img")
        .map((i) => i.getAttribute("alt")),
    ).toEqual(["GGITS logo", "LPU logo", "VIT logo", "GMC logo"]);
    const memories = slidesOf("Moments of Encouragement gallery");
    expect(memories).toHaveLength(14);
    expect(within(memories[2]!).getByRole("img")).toHaveAccessibleName(/^Memory 3:/);
    const reviews = slidesOf("Words of Encouragement gallery");
    expect(reviews).toHaveLength(8);
    expect(within(reviews[7]!).getByRole("img")).toHaveAccessibleName(/^Review 8:/);
  });

  it("describes itself as a course to search engines", async () => {
    const { container } = render(await resolveServer(<CollegeProgramsPage />));
    expect(courseJsonLd(container)).toHaveLength(1);
  });
});

describe("campus programs page", () => {
  it("has the program explorer, a seven-image collage and Course data", async () => {
    const { container } = render(await resolveServer(<CampusProgramsPage />));
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole("button", { pressed: false })).toHaveLength(10);
    expect(slidesOf("Collage of life at the centre")).toHaveLength(7);
    expect(courseJsonLd(container)).toHaveLength(1);
  });

  it("speaks Hindi on the Hindi page", async () => {
    setTestLocale("hi");
    try {
      const { container } = render(await resolveServer(<CampusProgramsPage />));
      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("कैंपस प्रोग्राम");
      expect(screen.getByRole("button", { name: /^Java प्रोग्रामिंग 5 महीने$/ })).toBeVisible();
      expect(slidesOf("सेंटर की झलकियों का कोलाज")).toHaveLength(7);
      expect(courseJsonLd(container)[0]).toMatchObject({ name: "कैंपस प्रोग्राम" });
      expect(screen.queryByText("Technical Programs")).not.toBeInTheDocument();
    } finally {
      setTestLocale("en");
    }
  });
});

describe("school programs page", () => {
  it("announces the programs are coming soon and shows the three cards", async () => {
    render(await resolveServer(<SchoolProgramPage />));
    expect(screen.getByRole("heading", { name: "We Are Coming Very Soon!" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Web Development",
      "Programming",
      "Game Development",
    ]);
  });

  it("speaks Hindi on the Hindi page", async () => {
    setTestLocale("hi");
    try {
      render(await resolveServer(<SchoolProgramPage />));
      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("स्कूल प्रोग्राम");
      expect(screen.getByRole("heading", { name: "हम बहुत जल्द आ रहे हैं!" })).toBeInTheDocument();
      expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
        "वेब डेवलपमेंट",
        "प्रोग्रामिंग",
        "गेम डेवलपमेंट",
      ]);
      expect(screen.getByRole("link", { name: "मुझे सूचना दें" })).toBeInTheDocument();
    } finally {
      setTestLocale("en");
    }
  });
});

describe("swayam batch page", () => {
  it("states the hours, courses, audience and the 13 technologies, with a way back", async () => {
    const { container } = render(await resolveServer(<SwayamBatchPage />));
    expect(screen.getByText("1250+")).toBeInTheDocument();
    expect(screen.getByText("15+")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: /community members only/i })).toBeInTheDocument();
    const tech = screen.getByRole("region", { name: "Technologies covered" });
    expect(within(tech).getAllByRole("listitem")).toHaveLength(13);
    expect(within(tech).getByText("Azure Admin/DevOps/Data Engineer")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Back to Features/ })).toHaveAttribute(
      "href",
      "/features",
    );
    expect(courseJsonLd(container)).toHaveLength(1);
  });

  it("speaks Hindi on the Hindi page, keeping the figures and technology names", async () => {
    setTestLocale("hi");
    try {
      render(await resolveServer(<SwayamBatchPage />));
      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("स्वयं बैच");
      expect(screen.getByText("1250+")).toBeInTheDocument();
      expect(screen.getByText("घंटे के रिकॉर्ड किए हुए लेक्चर")).toBeInTheDocument();
      const tech = screen.getByRole("region", { name: "शामिल टेक्नोलॉजी" });
      expect(within(tech).getByText("Spring Boot")).toBeInTheDocument();
      expect(screen.getByRole("link", { name: /ख़ूबियों पर वापस जाएँ/ })).toBeInTheDocument();
    } finally {
      setTestLocale("en");
    }
  });
});

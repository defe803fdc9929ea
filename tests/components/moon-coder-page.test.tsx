import { render, screen, within } from "@testing-library/react";
import MoonCoderPage from "@/app/[locale]/(programs)/moon-coder/page";
import { moonCoder } from "@/lib/content/moon-coder";
import { setTestLocale } from "../setup/next-intl-server";
import { resolveServer } from "../setup/server-components";

const practiceSets = () => screen.getByRole("region", { name: /^(Practice sets|प्रैक्टिस सेट)$/ });

describe("moon coder page", () => {
  it("offers the two English practice files for download", async () => {
    render(await resolveServer(<MoonCoderPage />));
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Moon Coder");
    const arrays = within(practiceSets()).getByRole("link", { name: "Go to Arrays" });
    expect(arrays).toHaveAttribute("href", "/Documents/ArrayQuestion.docx");
    expect(arrays).toHaveAttribute("download");
    const count = moonCoder.gallery[0]!.questionCount;
    expect(arrays.parentElement).toHaveTextContent(
      `Word document (.docx), ${count} questions with hints`,
    );
  });

  it("is in Hindi on the Hindi page, and says beside each download that the file is in English", async () => {
    setTestLocale("hi");
    try {
      render(await resolveServer(<MoonCoderPage />));
      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("मून कोडर");
      expect(screen.getByRole("heading", { name: "आपको क्या मिलता है" })).toBeInTheDocument();
      const sets = within(practiceSets());
      const trees = sets.getByRole("link", { name: "ट्री के सवाल डाउनलोड करें" });
      expect(trees).toHaveAttribute("href", "/Documents/TreeQuestion.docx");
      expect(trees.parentElement).toHaveTextContent("फ़ाइल अंग्रेज़ी में है।");
      expect(sets.getAllByText(/फ़ाइल अंग्रेज़ी में है।$/)).toHaveLength(2);
      expect(screen.queryByText("What you get")).not.toBeInTheDocument();
    } finally {
      setTestLocale("en");
    }
  });
});

import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ErrorScreen, isChunkLoadError } from "@/components/layout/error-screen";

const address = { path: "/notes" };
jest.mock("next/navigation", () => ({ usePathname: () => address.path }));

describe("ErrorScreen (a page that failed to render)", () => {
  it("shows the spec's heading, the error text and a retry that re-renders", async () => {
    const reset = jest.fn();
    render(<ErrorScreen error={new Error("Cannot read the roadmap")} reset={reset} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Unexpected Application Error!",
    );
    expect(screen.getByText("Cannot read the roadmap")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it("offers a reload, not a retry, when a script chunk failed to download", () => {
    const error = Object.assign(new Error("Loading chunk 412 failed."), { name: "ChunkLoadError" });
    render(<ErrorScreen error={error} reset={jest.fn()} />);
    expect(screen.getByRole("button", { name: "Reload the page" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
    expect(screen.getByText(/could not be downloaded/)).toBeInTheDocument();
  });

  it("speaks Hindi on a Hindi page, leaving the error's English text out", async () => {
    address.path = "/hi/notes";
    try {
      const reset = jest.fn();
      const { container } = render(
        <ErrorScreen error={new Error("Cannot read the roadmap")} reset={reset} />,
      );
      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
        "माफ़ कीजिए, कुछ गड़बड़ हो गई",
      );
      expect(screen.getByText("यह पेज दिखाते समय कुछ गड़बड़ हो गई।")).toBeInTheDocument();
      expect(container).not.toHaveTextContent(/Cannot read|Unexpected|Try again/);
      await userEvent.click(screen.getByRole("button", { name: "फिर से कोशिश करें" }));
      expect(reset).toHaveBeenCalledTimes(1);
    } finally {
      address.path = "/notes";
    }
  });

  it("offers the reload in Hindi too", () => {
    address.path = "/hi";
    try {
      const error = Object.assign(new Error("Loading chunk 412 failed."), {
        name: "ChunkLoadError",
      });
      render(<ErrorScreen error={error} reset={jest.fn()} />);
      expect(screen.getByRole("button", { name: "पेज फिर से लोड करें" })).toBeInTheDocument();
      expect(screen.getByText(/डाउनलोड नहीं हो सका/)).toBeInTheDocument();
    } finally {
      address.path = "/notes";
    }
  });

  it("recognises chunk failures by name or by the message browsers give", () => {
    expect(isChunkLoadError(Object.assign(new Error("x"), { name: "ChunkLoadError" }))).toBe(true);
    expect(isChunkLoadError(new Error("Loading CSS chunk app-page failed"))).toBe(true);
    expect(isChunkLoadError(new Error("Network request failed"))).toBe(false);
  });
});

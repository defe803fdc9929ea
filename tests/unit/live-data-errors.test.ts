/**
 * @jest-environment node
 */
import {
  isLiveDataError,
  LiveDataNotConfiguredError,
  LiveDataUnavailableError,
} from "@/lib/live-data/errors";

/** The same class as another server bundle has it: equal in shape, not in identity. */
class OtherCopyOfUnavailable extends Error {
  readonly code = "upstream_unavailable" as const;
  constructor(readonly source: string) {
    super(`The ${source} list is not available right now.`);
  }
}

describe("isLiveDataError", () => {
  it("recognises both live data errors", () => {
    expect(isLiveDataError(new LiveDataUnavailableError("Codeforces problem"))).toBe(true);
    expect(isLiveDataError(new LiveDataNotConfiguredError("contest"))).toBe(true);
  });

  it("recognises one thrown by another bundle's copy of the classes", () => {
    // A page rendered with such an error showed the generic message instead of "not configured",
    // and an API route answered 500 instead of 503.
    expect(isLiveDataError(new OtherCopyOfUnavailable("AtCoder problem"))).toBe(true);
  });

  it("does not mistake other errors for them", () => {
    expect(isLiveDataError(new Error("upstream_unavailable"))).toBe(false);
    expect(isLiveDataError(Object.assign(new Error("x"), { code: "ECONNREFUSED" }))).toBe(false);
    expect(isLiveDataError({ code: "not_configured", source: "contest" })).toBe(false);
    expect(isLiveDataError(null)).toBe(false);
  });
});

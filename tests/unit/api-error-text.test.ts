/**
 * @jest-environment node
 */
// A Hindi page words an API error in Hindi from its code (messages/hi/apiError.json); an English
// page shows the API's message.
import { ERROR_STATUS } from "@/lib/api/error-codes.mjs";
import { postJson } from "@/lib/api/client";
import { errorText } from "@/lib/api/error-text";

/** Codes only the staff area (English) or scripts receive. */
const STAFF_ONLY = new Set(["unauthorized", "forbidden", "already_exists", "conflict"]);
const VISITOR_CODES = [...Object.keys(ERROR_STATUS), "bad_response"].filter(
  (code) => !STAFF_ONLY.has(code),
);
const FALLBACK = errorText({ code: "some_newer_code", message: "Newer." }, "hi");

it.each(VISITOR_CODES)("%s has its own Hindi text, in Devanagari", (code) => {
  const text = errorText({ code, message: "English." }, "hi");
  expect(text).toMatch(/[\u0900-\u097F]/);
  expect(text).not.toBe(FALLBACK);
  expect(text).not.toMatch(/\{\w+\}/);
});

it("keeps the API's own message on English pages", () => {
  expect(errorText({ code: "rate_limited", message: "Too many." }, "en")).toBe("Too many.");
});

it("tells a rate-limited visitor how many minutes to wait", () => {
  expect(errorText({ code: "rate_limited", message: "", retryAfter: 125 }, "hi")).toContain(
    "3 मिनट",
  );
  expect(errorText({ code: "rate_limited", message: "", retryAfter: 5 }, "hi")).toContain("1 मिनट");
});

it("words an answer it could not read from the English catalogue on an English page", () => {
  expect(errorText({ code: "bad_response", message: "" }, "en")).toMatch(/could not read/);
});

it("falls back to a Hindi sentence for a code it does not know", () => {
  expect(FALLBACK).toMatch(/[\u0900-\u097F]/);
  expect(FALLBACK).not.toContain("Newer");
});

describe("the browser's fetch wrapper", () => {
  async function failWithRateLimit(locale: "en" | "hi") {
    global.fetch = jest
      .fn()
      .mockResolvedValue(
        new Response(
          JSON.stringify({ error: { code: "rate_limited", message: "Too many submissions." } }),
          { status: 429, headers: { "Content-Type": "application/json", "Retry-After": "600" } },
        ),
      );
    return postJson("/api/leads", {}, { retryDelaysMs: [], locale });
  }

  it("says it in Hindi for a Hindi page, keeping the code and the wait", async () => {
    const result = await failWithRateLimit("hi");
    expect(result).toMatchObject({
      ok: false,
      status: 429,
      retryAfter: 600,
      error: { code: "rate_limited", message: expect.stringContaining("10 मिनट") },
    });
  });

  it("passes the API's English on an English page", async () => {
    const result = await failWithRateLimit("en");
    expect(result).toMatchObject({ error: { message: "Too many submissions." } });
  });
});

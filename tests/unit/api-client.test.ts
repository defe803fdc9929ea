/**
 * @jest-environment node
 */
import { postForm, postJson, requestJson } from "@/lib/api/client";

const NO_WAIT = { retryDelaysMs: [0, 0] };

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", ...headers },
  });

let fetchMock: jest.Mock;

beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock;
});

function sentHeaders(call: number): Record<string, string> {
  return (fetchMock.mock.calls[call]![1] as RequestInit).headers as Record<string, string>;
}

describe("postJson", () => {
  it("sends JSON with its Idempotency-Key and returns the created body", async () => {
    fetchMock.mockResolvedValueOnce(json(201, { data: { id: "a1" }, message: "Thanks" }));
    const result = await postJson("/api/leads", { name: "Asha" }, { idempotencyKey: "k-1" });

    expect(result).toEqual({
      ok: true,
      status: 201,
      data: { data: { id: "a1" }, message: "Thanks" },
    });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/leads");
    expect(init.method).toBe("POST");
    expect(JSON.parse(init.body as string)).toEqual({ name: "Asha" });
    expect(sentHeaders(0)).toMatchObject({
      "Content-Type": "application/json",
      "Idempotency-Key": "k-1",
    });
  });

  it("returns the server's error, with field messages, and does not retry a 4xx", async () => {
    fetchMock.mockResolvedValue(
      json(422, {
        error: { code: "validation_failed", message: "Check the fields", fields: { phone: "Bad" } },
      }),
    );
    const result = await postJson("/api/leads", {}, NO_WAIT);

    expect(result).toEqual({
      ok: false,
      kind: "http",
      status: 422,
      error: { code: "validation_failed", message: "Check the fields", fields: { phone: "Bad" } },
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("passes on how long a rate-limited visitor should wait", async () => {
    fetchMock.mockResolvedValue(
      json(429, { error: { code: "rate_limited", message: "Slow down" } }, { "Retry-After": "42" }),
    );
    const result = await postJson("/api/leads", {}, NO_WAIT);
    expect(result).toMatchObject({ ok: false, kind: "http", status: 429, retryAfter: 42 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("retries a network failure twice with the same key, then reports it without throwing", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const result = await postJson("/api/leads", { a: 1 }, { idempotencyKey: "k-2", ...NO_WAIT });

    expect(result).toEqual({ ok: false, kind: "network" });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect([0, 1, 2].map((i) => sentHeaders(i)["Idempotency-Key"])).toEqual(["k-2", "k-2", "k-2"]);
  });

  it("retries a 5xx and returns the answer of the attempt that worked", async () => {
    fetchMock
      .mockResolvedValueOnce(json(503, { error: { code: "internal", message: "Down" } }))
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(json(201, { data: { id: "b2" }, message: "Stored" }));
    const result = await postJson("/api/appointments", {}, { idempotencyKey: "k-3", ...NO_WAIT });

    expect(result).toMatchObject({ ok: true, status: 201, data: { message: "Stored" } });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("gives up after two retries of a 5xx and returns the server's error", async () => {
    fetchMock.mockImplementation(async () =>
      json(500, { error: { code: "internal", message: "Oops" } }),
    );
    const result = await postJson("/api/leads", {}, NO_WAIT);
    expect(result).toMatchObject({
      ok: false,
      kind: "http",
      status: 500,
      error: { message: "Oops" },
    });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("waits between retries", async () => {
    jest.useFakeTimers();
    try {
      fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
      const pending = postJson("/api/leads", {}, { retryDelaysMs: [1000, 1000] });
      await jest.advanceTimersByTimeAsync(0);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(1000);
      expect(fetchMock).toHaveBeenCalledTimes(2);
      await jest.advanceTimersByTimeAsync(1000);
      await expect(pending).resolves.toEqual({ ok: false, kind: "network" });
      expect(fetchMock).toHaveBeenCalledTimes(3);
    } finally {
      jest.useRealTimers();
    }
  });

  it("turns an answer that is not our JSON (a proxy's HTML page) into an error value", async () => {
    fetchMock.mockResolvedValue(
      new Response("<html>Bad gateway</html>", {
        status: 502,
        headers: { "Content-Type": "text/html" },
      }),
    );
    const result = await postJson("/api/leads", {}, NO_WAIT);
    expect(result).toMatchObject({
      ok: false,
      kind: "http",
      status: 502,
      error: { code: "bad_response" },
    });
    expect(result.ok === false && result.kind === "http" && result.error.message).toMatch(
      /try again/i,
    );
  });
});

describe("requestJson", () => {
  it("reads JSON with GET and sends no body or content type", async () => {
    fetchMock.mockResolvedValueOnce(json(200, { HomeBanner: [] }));
    const result = await requestJson("/api/banners");
    expect(result).toEqual({ ok: true, status: 200, data: { HomeBanner: [] } });
    const init = fetchMock.mock.calls[0]![1] as RequestInit;
    expect(init.method).toBe("GET");
    expect(init.body).toBeUndefined();
    expect(sentHeaders(0)["Content-Type"]).toBeUndefined();
  });

  it("does not retry once the caller has aborted", async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(async () => {
      controller.abort();
      throw new DOMException("Aborted", "AbortError");
    });
    const result = await requestJson("/api/banners", { signal: controller.signal, ...NO_WAIT });
    expect(result).toEqual({ ok: false, kind: "network" });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe("postForm", () => {
  it("sends the form as it is, letting the browser write its multipart type, and retries a 5xx", async () => {
    fetchMock
      .mockResolvedValueOnce(json(503, { error: { code: "unavailable", message: "Busy" } }))
      .mockResolvedValueOnce(json(201, { photo: { id: "p1" } }));
    const form = new FormData();
    form.append("file", new Blob(["jpeg"], { type: "image/jpeg" }), "a.jpg");
    const result = await postForm("/api/staff/content/photos", form, NO_WAIT);

    expect(result).toEqual({ ok: true, status: 201, data: { photo: { id: "p1" } } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect([url, init.method, init.body, init.credentials]).toEqual([
      "/api/staff/content/photos",
      "POST",
      form,
      "same-origin",
    ]);
    expect(sentHeaders(1)).toEqual({ Accept: "application/json" });
  });
});

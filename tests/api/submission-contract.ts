// The contract both form endpoints keep (issue 3, "Route handlers"): each status, its JSON shape,
// and what is or is not stored. leads-handler and appointments-handler run it on their endpoint.
import { randomUUID } from "node:crypto";
import type { Db } from "@/lib/db/client";
import { type TableName, clearTables, countRows } from "./databases";
import {
  type CreatedJson,
  type ErrorJson,
  SITE_URL,
  UUID,
  freshAddress,
  postJson,
  postRequest,
} from "./support";

export type SubmissionContext = {
  POST: (request: Request) => Promise<Response>;
  db: Db;
  /** FORM_RATE_LIMIT the suite's modules were loaded with. */
  rateLimit: number;
};

export type ContractOptions = {
  path: "/api/leads" | "/api/appointments";
  table: Extract<TableName, "leads" | "appointments">;
  message: string;
  context: () => SubmissionContext;
  valid: () => Record<string, unknown>;
  /** A body that fails validation, and the exact `fields` the answer must carry. */
  invalid: { body: () => Record<string, unknown>; fields: Record<string, string> };
};

const MAX_BODY_BYTES = 16 * 1024;

/** The body's JSON padded with trailing spaces (still valid JSON) to exactly `size` bytes. */
function padded(body: unknown, size: number): string {
  const json = JSON.stringify(body);
  return json + " ".repeat(size - Buffer.byteLength(json));
}

export function submissionContract(options: ContractOptions): void {
  const { path, table, message } = options;
  const post = (request: Request) => options.context().POST(request);
  const rows = async () => (await countRows(options.context().db))[table];
  const send = async (request: Request) => {
    const response = await post(request);
    return { response, json: (await response.json()) as CreatedJson & ErrorJson };
  };
  const expectError = async (request: Request, status: number, code: string) => {
    const { response, json } = await send(request);
    expect([response.status, json.error?.code]).toEqual([status, code]);
    expect(typeof json.error.message).toBe("string");
    expect(json.error.message.length).toBeGreaterThan(10);
    expect(response.headers.get("cache-control")).toBe("no-store");
    return { response, json };
  };

  describe(`POST ${path} contract`, () => {
    beforeEach(async () => {
      await clearTables(options.context().db);
    });

    it("answers 201 with the new id and the success message once the row is stored", async () => {
      const { response, json } = await send(postJson(path, options.valid()));
      expect(response.status).toBe(201);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(json).toEqual({ data: { id: expect.stringMatching(UUID) }, message });
      expect(response.headers.get("idempotent-replayed")).toBeNull();
      expect(await rows()).toBe(1);
    });

    it("answers 400 for a body that is not JSON, and stores nothing", async () => {
      await expectError(postRequest(path, '{"name": "Asha",'), 400, "invalid_json");
      await expectError(postRequest(path, ""), 400, "invalid_json");
      await expectError(
        postRequest(path, new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])),
        400,
        "invalid_json",
      );
      expect(await rows()).toBe(0);
    });

    it("answers 422 for JSON that is not an object of fields", async () => {
      for (const body of ["[]", "null", "42", '"form"']) {
        const { json } = await expectError(postRequest(path, body), 422, "validation_failed");
        expect(json.error.fields).toEqual({ body: "Expected an object of form fields" });
      }
    });

    it.each(["not-a-uuid", "12345", `${randomUUID()}x`])(
      "answers 400 for the Idempotency-Key %j",
      async (key) => {
        await expectError(
          postJson(path, options.valid(), { headers: { "idempotency-key": key } }),
          400,
          "invalid_idempotency_key",
        );
        expect(await rows()).toBe(0);
      },
    );

    it.each(["https://evil.example", "http://coderhouse.in.evil.example", "null"])(
      "answers 403 to a post from another site (Origin %s)",
      async (origin) => {
        await expectError(
          postJson(path, options.valid(), { headers: { origin } }),
          403,
          "forbidden_origin",
        );
        expect(await rows()).toBe(0);
      },
    );

    it("accepts posts from the site's own pages, from the Host it is served as, and without Origin", async () => {
      const ok = [
        postJson(path, options.valid(), { headers: { origin: SITE_URL } }),
        postJson(path, options.valid(), {
          headers: { origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000" },
        }),
        postJson(path, options.valid(), { headers: { origin: null } }),
      ];
      for (const request of ok) expect((await post(request)).status).toBe(201);
      expect(await rows()).toBe(3);
    });

    it("answers 413 for a body over 16 KB declared by Content-Length", async () => {
      const body = padded(options.valid(), MAX_BODY_BYTES + 1);
      await expectError(
        postRequest(path, body, { headers: { "content-length": String(MAX_BODY_BYTES + 1) } }),
        413,
        "payload_too_large",
      );
      expect(await rows()).toBe(0);
    });

    it("answers 413 for a body over 16 KB streamed without Content-Length", async () => {
      const chunk = new TextEncoder().encode(`{"query": "${"x".repeat(4000)}`);
      let sent = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          // Far more than 16 KB if nobody stops reading: the handler must stop on its own.
          if (sent++ < 64) controller.enqueue(chunk);
          else controller.close();
        },
      });
      const request = postRequest(path, stream);
      expect(request.headers.get("content-length")).toBeNull();
      await expectError(request, 413, "payload_too_large");
      expect(sent).toBeLessThan(64);
      expect(await rows()).toBe(0);
    });

    it("answers 400 for a body that breaks off half way, and stores nothing", async () => {
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"name": "Asha'));
          controller.error(new Error("aborted"));
        },
      });
      await expectError(postRequest(path, stream), 400, "bad_request");
      expect(await rows()).toBe(0);
    });

    it("accepts a body of exactly 16 KB", async () => {
      const response = await post(postRequest(path, padded(options.valid(), MAX_BODY_BYTES)));
      expect(response.status).toBe(201);
      expect(await rows()).toBe(1);
    });

    it.each([
      ["text/plain", 415],
      ["application/x-www-form-urlencoded", 415],
      ["multipart/form-data; boundary=x", 415],
      ["application/jsonp", 415],
      ["text/json", 415],
      [null, 415],
      ["application/json; charset=utf-8", 201],
      ["Application/JSON", 201],
    ])("answers a body sent as %j with %i", async (type, status) => {
      const response = await post(
        postJson(path, options.valid(), { headers: { "content-type": type } }),
      );
      expect(response.status).toBe(status);
      if (status === 415)
        expect(((await response.json()) as ErrorJson).error.code).toBe("unsupported_media_type");
      expect(await rows()).toBe(status === 201 ? 1 : 0);
    });

    it("answers 422 with the message of each failing field, and stores nothing", async () => {
      const { json } = await expectError(
        postJson(path, options.invalid.body()),
        422,
        "validation_failed",
      );
      expect(json.error.fields).toEqual(options.invalid.fields);
      expect(await rows()).toBe(0);
    });

    it("answers 429 with Retry-After once one address has sent FORM_RATE_LIMIT forms", async () => {
      const { rateLimit } = options.context();
      const address = freshAddress();
      for (let i = 0; i < rateLimit; i++) {
        expect((await post(postJson(path, options.valid(), { address }))).status).toBe(201);
      }
      const { response } = await expectError(
        postJson(path, options.valid(), { address }),
        429,
        "rate_limited",
      );
      const retryAfter = Number(response.headers.get("retry-after"));
      expect(Number.isInteger(retryAfter)).toBe(true);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(600);
      expect(await rows()).toBe(rateLimit);

      const other = await post(postJson(path, options.valid(), { address: freshAddress() }));
      expect(other.status).toBe(201);
    });

    it("counts the socket address, not an X-Forwarded-For the client wrote itself", async () => {
      const { rateLimit } = options.context();
      const address = freshAddress();
      const statuses: number[] = [];
      for (let i = 0; i <= rateLimit; i++) {
        const forged = { "x-forwarded-for": `198.51.100.${i + 1}` };
        statuses.push(
          (await post(postJson(path, options.valid(), { address, headers: forged }))).status,
        );
      }
      expect(statuses).toEqual([...Array<number>(rateLimit).fill(201), 429]);
    });

    it("answers a filled honeypot as if accepted and stores nothing", async () => {
      const { response, json } = await send(
        postJson(path, { ...options.valid(), website: "https://cheap-pills.example" }),
      );
      expect(response.status).toBe(201);
      expect(json).toEqual({ data: { id: expect.stringMatching(UUID) }, message });
      expect(await rows()).toBe(0);
    });

    it("stores a person's form whose hidden field the browser sent empty or blank", async () => {
      for (const website of ["", "   "]) {
        expect((await post(postJson(path, { ...options.valid(), website }))).status).toBe(201);
      }
      expect(await rows()).toBe(2);
    });

    it("replays the first answer for a repeated Idempotency-Key and stores one row", async () => {
      const key = randomUUID();
      const body = options.valid();
      const first = await send(postJson(path, body, { headers: { "idempotency-key": key } }));
      expect(first.response.status).toBe(201);
      const again = await send(
        postJson(path, body, { headers: { "idempotency-key": key.toUpperCase() } }),
      );
      expect(again.response.status).toBe(201);
      expect(again.response.headers.get("idempotent-replayed")).toBe("true");
      expect(again.json).toEqual(first.json);
      expect(await countRows(options.context().db)).toMatchObject({
        [table]: 1,
        idempotencyKeys: 1,
      });
    });

    it("does not count replays against the rate limit", async () => {
      const { rateLimit } = options.context();
      const address = freshAddress();
      const key = randomUUID();
      const body = options.valid();
      for (let i = 0; i < rateLimit + 3; i++) {
        const replayed = postJson(path, body, { address, headers: { "idempotency-key": key } });
        expect((await post(replayed)).status).toBe(201);
      }
      for (let i = 1; i < rateLimit; i++) {
        expect((await post(postJson(path, options.valid(), { address }))).status).toBe(201);
      }
      expect((await post(postJson(path, options.valid(), { address }))).status).toBe(429);
      expect(await rows()).toBe(rateLimit);
    });

    it("answers 409 when a used Idempotency-Key comes with a different body", async () => {
      const key = randomUUID();
      const headers = { "idempotency-key": key };
      expect((await post(postJson(path, options.valid(), { headers }))).status).toBe(201);
      const changed = { ...options.valid(), phone: "9000000001" };
      await expectError(postJson(path, changed, { headers }), 409, "idempotency_conflict");
      expect(await rows()).toBe(1);
    });

    it("stores one row for 50 simultaneous posts with one Idempotency-Key", async () => {
      const key = randomUUID();
      const body = options.valid();
      const answers = await Promise.all(
        Array.from({ length: 50 }, () =>
          send(postJson(path, body, { headers: { "idempotency-key": key } })),
        ),
      );
      expect(answers.map((a) => a.response.status)).toEqual(Array<number>(50).fill(201));
      const ids = new Set(answers.map((a) => a.json.data.id));
      expect(ids.size).toBe(1);
      const replayed = answers.filter((a) => a.response.headers.get("idempotent-replayed"));
      expect(replayed).toHaveLength(49);
      expect(await countRows(options.context().db)).toMatchObject({
        [table]: 1,
        idempotencyKeys: 1,
      });
    });
  });
}

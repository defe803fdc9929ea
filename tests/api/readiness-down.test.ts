/** @jest-environment node */
// GET /api/ready on an instance whose database and Redis cannot be reached: 503, saying which.
import { SITE_URL, useEnv } from "./support";

afterAll(async () => {
  const { sharedRedis } = await import("@/lib/redis");
  sharedRedis()?.disconnect();
});

it("answers 503 naming what is down when the database or a configured Redis cannot be reached", async () => {
  useEnv({
    SITE_URL,
    DATABASE_URL: "postgres://postgres@127.0.0.1:1/nowhere",
    REDIS_URL: "redis://127.0.0.1:1",
  });
  const { GET } = await import("@/app/api/ready/route");
  const response = await GET();
  expect(response.status).toBe(503);
  const body = await response.json();
  expect(body).toMatchObject({
    status: "not_ready",
    database: { ok: false, error: expect.any(String) },
    redis: { ok: false },
  });
  expect(JSON.stringify(body)).not.toContain("127.0.0.1:1");
});

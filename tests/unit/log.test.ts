/** @jest-environment node */
import { Writable } from "node:stream";
import { createLogger, truncateAddress } from "@/lib/log.mjs";

describe("client addresses in the log", () => {
  it.each([
    ["203.0.113.57", "203.0.113.0"],
    ["::ffff:203.0.113.57", "203.0.113.0"],
    ["2001:db8:1:2::5", "2001:db8:1::"],
    ["2409:4043:2d8a:5f1e:9c3b:1a2b:3c4d:5e6f", "2409:4043:2d8a::"],
    ["::1", "0:0:0::"],
    ["not an address", "unknown"],
    [undefined, "unknown"],
  ])("%s is logged as its network %s, never the whole address", (address, logged) => {
    expect(truncateAddress(address)).toBe(logged);
  });
});

describe("the logger", () => {
  it("never writes an Authorization or Cookie header, whoever logs one", () => {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    createLogger({ destination, level: "info" }).info(
      {
        req: { headers: { authorization: "Bearer staff-secret-token", cookie: "session=abc123" } },
      },
      "a careless line",
    );
    expect(lines.join("")).not.toMatch(/staff-secret-token|abc123/);
    expect(JSON.parse(lines[0] ?? "{}").req.headers.authorization).toBe("[redacted]");
  });
});

/** @jest-environment node */
// What an operator sees when a setting is wrong: the server and scripts refuse to start with a
// message naming each bad variable and its rule (lib/preflight.mjs prints describeProblems).
import { describeProblems, parseEnvironment } from "@/lib/env-schema.mjs";

const problemsOf = (source: Record<string, string>) => {
  const result = parseEnvironment(source);
  if (result.ok) throw new Error("expected the settings to be refused");
  return result.problems;
};

describe("settings", () => {
  it("start with safe defaults when nothing is set", () => {
    const result = parseEnvironment({});
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.env).toMatchObject({
      SITE_URL: "https://coderhouse.in",
      PORT: 3000,
      TRUSTED_PROXIES: ["loopback"],
      HEADERS_TIMEOUT_MS: 10_000,
      REQUEST_TIMEOUT_MS: 30_000,
      SHUTDOWN_TIMEOUT_MS: 10_000,
      CODEFORCES_MAX_BYTES: 8 * 1024 * 1024,
      ATCODER_MAX_BYTES: 16 * 1024 * 1024,
      CLIST_MAX_BYTES: 4 * 1024 * 1024,
    });
    expect(result.env.METRICS_PORT).toBeUndefined();
  });

  it.each([
    [{ ADMIN_TOKEN: "short" }, "ADMIN_TOKEN must be at least 16 characters"],
    [{ LEAD_WEBHOOK_SECRET: "short" }, "LEAD_WEBHOOK_SECRET must be at least 16 characters"],
    [{ SITE_URL: "coderhouse.in" }, "SITE_URL must be a full http:// or https:// address"],
    [{ LEAD_WEBHOOK_URL: "ftp://example.com/x" }, "LEAD_WEBHOOK_URL must be a full http://"],
    [{ DATABASE_URL: "mysql://db/x" }, "DATABASE_URL must start with postgres://"],
    [{ REDIS_URL: "127.0.0.1:6379" }, "REDIS_URL must start with redis://"],
    [{ FORM_RATE_LIMIT: "0" }, "FORM_RATE_LIMIT must be at least 1"],
    [{ FORM_RATE_LIMIT: "five" }, "FORM_RATE_LIMIT must be a whole number"],
    [{ HEADERS_TIMEOUT_MS: "500" }, "HEADERS_TIMEOUT_MS must be at least 1000 milliseconds"],
    [{ REQUEST_TIMEOUT_MS: "2.5" }, "REQUEST_TIMEOUT_MS must be a whole number of milliseconds"],
    [{ PORT: "70000" }, "PORT must be at most 65535"],
    [{ METRICS_PORT: "0" }, "METRICS_PORT must be a port number from 1 to 65535"],
    [{ CLIST_MAX_BYTES: "lots" }, 'CLIST_MAX_BYTES must be a size such as "16MB"'],
    [{ ATCODER_MAX_BYTES: "12" }, "ATCODER_MAX_BYTES must be at least 1kB"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL must be one of fatal, error, warn, info"],
    [
      { TRUSTED_PROXIES: "10.0.0.0/8 nginx" },
      "TRUSTED_PROXIES must list IP addresses or CIDR ranges",
    ],
    [{ TRUST_PROXY_HOPS: "1" }, "TRUST_PROXY_HOPS is no longer read: list your reverse proxies"],
    [
      { SMTP_URL: "https://mail.example.com", MAIL_FROM: "a@coderhouse.in" },
      "SMTP_URL must be an smtp:// or smtps:// address",
    ],
    [
      { SMTP_URL: "smtp://mail.example.com:587", MAIL_FROM: "Coder House" },
      'MAIL_FROM must be an email address, or a name and an address: "Coder House <alerts@coderhouse.in>"',
    ],
    [{ SMTP_URL: "smtp://mail.example.com:587" }, "MAIL_FROM must be set too when SMTP_URL is"],
    [
      { TELEGRAM_BOT_TOKEN: "123456:abcdefghijklmnopqrstuvwxyz" },
      "TELEGRAM_CHAT_ID must be set too when TELEGRAM_BOT_TOKEN is",
    ],
    [
      { TELEGRAM_BOT_TOKEN: "not-a-token", TELEGRAM_CHAT_ID: "-100123" },
      "TELEGRAM_BOT_TOKEN must be a bot token from @BotFather",
    ],
    [{ TELEGRAM_API_URL: "api.telegram.org" }, "TELEGRAM_API_URL must be a full http://"],
  ])("refuse %j with a message naming the variable and its rule", (source, expected) => {
    expect(problemsOf(source).join("\n")).toContain(expected);
  });

  it("take the alert settings: an SMTP server and sender, a Telegram bot and its group", () => {
    const result = parseEnvironment({
      SMTP_URL: "smtps://alerts:secret@mail.example.com:465",
      MAIL_FROM: "Coder House <alerts@coderhouse.in>",
      TELEGRAM_BOT_TOKEN: "123456:abcdefghijklmnopqrstuvwxyz",
      TELEGRAM_CHAT_ID: "-1001234567890",
    });
    expect(result.ok && result.env).toMatchObject({
      MAIL_FROM: "Coder House <alerts@coderhouse.in>",
      TELEGRAM_API_URL: "https://api.telegram.org",
    });
    expect(parseEnvironment({ SMTP_URL: "smtp://127.0.0.1:25", MAIL_FROM: "a@b.in" }).ok).toBe(
      true,
    );
  });

  it("list every bad setting at once, so one restart fixes them all", () => {
    const problems = problemsOf({ ADMIN_TOKEN: "x", PORT: "-1", LOG_LEVEL: "noisy" });
    expect(problems.map((p) => p.split(" ")[0])).toEqual(["PORT", "ADMIN_TOKEN", "LOG_LEVEL"]);
    expect(describeProblems(problems).split("\n")[0]).toBe(
      'Cannot start: 3 settings are invalid (docs/operations.md, "Environment variables").',
    );
  });

  it("never repeat a value in the message: some are secrets", () => {
    const message = describeProblems(
      problemsOf({ ADMIN_TOKEN: "hunter2-secret", DATABASE_URL: "mysql://user:pa55word@db/x" }),
    );
    expect(message).not.toContain("hunter2");
    expect(message).not.toContain("pa55word");
  });

  it("read sizes with units, proxies as a list, and blank values as unset", () => {
    const result = parseEnvironment({
      CODEFORCES_MAX_BYTES: "512kB",
      CLIST_MAX_BYTES: "2mb",
      TRUSTED_PROXIES: "10.0.0.5, 192.168.1.0/24 loopback fd00::/8",
      ADMIN_TOKEN: "  ",
    });
    expect(result.ok && result.env).toMatchObject({
      CODEFORCES_MAX_BYTES: 512 * 1024,
      CLIST_MAX_BYTES: 2 * 1024 * 1024,
      TRUSTED_PROXIES: ["10.0.0.5", "192.168.1.0/24", "loopback", "fd00::/8"],
      ADMIN_TOKEN: undefined,
    });
  });
});

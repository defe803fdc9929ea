/** @jest-environment node */
// At least 1,000 malformed submissions across both form endpoints, generated from a seeded PRNG
// (FUZZ_SEED overrides the seed). Each body is broken by construction: whatever else it carries,
// at least one rule fails. Every answer must be a 4xx, and nothing may be stored.
import { randomUUID } from "node:crypto";
import type { Db } from "@/lib/db/client";
import { appointment, coderSheetLead, homeLead } from "../fixtures/submissions";
import { OPEN_TIMEOUT_MS, countRows, freshDataDir, removeDataDirs } from "./databases";
import { SITE_URL, postRequest, useEnv } from "./support";

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
const CASES = 1200;
const MAX_BODY_BYTES = 16 * 1024;

/** mulberry32: small, fast and the same on every machine for a given seed. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick, chance: (p: number) => next() < p };
}

type Rng = ReturnType<typeof prng>;
type Form = "home" | "coder_sheet" | "mentorship";
type Body = Record<string, unknown>;
type Case = {
  label: string;
  path: "/api/leads" | "/api/appointments";
  body: string | Uint8Array;
  headers: Record<string, string | null>;
};

const DELETE = Symbol("delete");

const NASTY_TEXT = [
  "<script>alert(document.cookie)</script>",
  "<img src=x onerror=alert(1)>",
  "'; DROP TABLE leads; --",
  "1' OR '1'='1",
  "Robert'); DELETE FROM appointments;--",
  "${7*7}{{7*7}}",
  "../../etc/passwd",
  "\r\nSet-Cookie: admin=1",
  "\u202Egnp.exe",
  "مرحبا بالعالم",
  "שלום עולם",
  "राहुल शर्मा",
  "😀🔥💯👩‍💻",
  "\u0000\u0001\u0002",
  "zero\u200bwidth\u200djoiner",
  "e\u0301\u0301\u0301",
  "\ud800 lone high",
  "lone low \udc00",
  "\uffff\ufffe",
  "%00%0d%0a",
  "null",
  "undefined",
  "   ",
];

/** Any JSON value a field might receive instead of what it expects. */
function nastyValue(rng: Rng): unknown {
  switch (rng.int(9)) {
    case 0:
      return rng.pick(NASTY_TEXT);
    case 1:
      return rng.pick([0, -1, 1e308, -0.5, 9876543210, Number.MAX_SAFE_INTEGER]);
    case 2:
      return rng.pick([true, false, null]);
    case 3:
      return rng.pick<unknown>([[], ["a", "b"], [[["deep"]]], [{ $gt: "" }]]);
    case 4:
      return rng.pick<unknown>([
        {},
        { $ne: null },
        { toString: "x" },
        { nested: { deeper: [1, 2] } },
      ]);
    case 5:
      return rng.pick(NASTY_TEXT).repeat(1 + rng.int(40));
    case 6:
      return "x".repeat(500 + rng.int(9000));
    case 7:
      return Array.from({ length: 1 + rng.int(30) }, () => rng.pick(NASTY_TEXT)).join(" ");
    default:
      return `${rng.pick(NASTY_TEXT)} ${rng.int(1_000_000)}`;
  }
}

/** Nested arrays `depth` deep: [[[…]]]. */
const deeplyNested = (depth: number): unknown =>
  JSON.parse(`${"[".repeat(depth)}${"]".repeat(depth)}`);

type Break = { label: string; apply: (body: Body, rng: Rng) => void };

const set = (field: string, values: readonly unknown[]): Break => ({
  label: `${field} broken`,
  apply: (body, rng) => {
    const value = rng.pick(values);
    if (value === DELETE) delete body[field];
    else body[field] = value;
  },
});

/** Breaks that fail on every form. */
const UNIVERSAL: Break[] = [
  set("consent", [DELETE, false, "true", 1, null, "yes", [true], { value: true }, 0]),
  set("phone", [
    DELETE,
    "",
    null,
    "12345",
    "98765432101234",
    "abcdefghij",
    9876543210,
    "+1 (555) 010-99",
    ["9876543210"],
    "98765 4321",
  ]),
  set("email", [
    DELETE,
    "",
    "not-an-email",
    "a@b",
    "@gmail.com",
    42,
    ["a@gmail.com"],
    `${"x".repeat(300)}@gmail.com`,
    "asha @gmail.com",
    { address: "a@gmail.com" },
  ]),
  set("name", [
    DELETE,
    "",
    "   ",
    42,
    null,
    [],
    {},
    "1234567",
    "A".repeat(51),
    "😀🙃",
    deeplyNested(500),
  ]),
  set("query", ["q".repeat(501), 12345, {}, ["a question"], true]),
  // The visit's source: every part bounded, a host name only, a path from the site's root.
  set("first_utm_source", ["s".repeat(101), 42, ["instagram"], { $ne: null }, true]),
  set("latest_utm_campaign", [`${"diwali ".repeat(20)}x`, 0, [], {}]),
  set("latest_referrer", [
    "https://google.com/",
    "google.com/search",
    "goo gle.com",
    "-x.com",
    "a..b",
    `${"a".repeat(254)}`,
    7,
  ]),
  set("first_landing", [
    "programs",
    "https://evil.example/",
    "/a b",
    `/${"p".repeat(300)}`,
    "/\u0000",
    1,
  ]),
  // Only what a bot filling the hidden field would not send: any non-blank text is a honeypot hit.
  set("website", [123, {}, ["x"], true, " ".repeat(501)]),
];

const FORM_BREAKS: Record<Form, Break[]> = {
  home: [
    set("source", [DELETE, "admin", "HOME", 1, null, "", ["home"]]),
    set("role", [DELETE, "admin", "", 7, null, ["student"], "Students"]),
    set("email", ["asha@company.com", "asha@gmail.co", "ASHA@EXAMPLE.ORG"]),
    set("linkedin_url", ["javascript:alert(1)", "linkedin.com/in/asha", "ftp://x.example", 7]),
    set("heard_from", ["tv", "Instagram", "FRIEND", 3, ["friend"], { value: "friend" }]),
  ],
  coder_sheet: [
    set("source", [DELETE, "admin", "Coder_Sheet", 1, null]),
    set("role", [DELETE, "trainer", "admin", 3, null]),
    set("name", ["R2D2", "<script>alert(1)</script>", "Robert'); DROP TABLE leads;--", "R"]),
    set("query", [DELETE, "", "    ", null]),
  ],
  mentorship: [
    set("study_year", [DELETE, 0, 5, "five", 2.5, "", null, [2], "1e0x"]),
    set("mentor_domain", [DELETE, "cooking", "", "DSA", 3, null]),
    set("branch_course", [DELETE, "", "B", "x".repeat(101), 7, null]),
    set("query", [DELETE, "", "too short", null]),
    set("name", ["Meera_Iyer", "M", "<b>Meera</b>"]),
    {
      label: "date-time broken",
      apply: (body, rng) => {
        const [date, time] = rng.pick([
          ["2020-01-01T10:00:00+05:30", "10:00"],
          ["2026-12-02T10:00:00", "10:00"],
          ["2027-01-02T10:00:00+05:30", "11:00"],
          ["2027-01-02T10:00:00+05:30", "25:00"],
          ["", "10:00"],
          ["2027-01-02T10:00:00+05:30", ""],
          ["tomorrow", "10:00"],
          ["2099-01-01T10:00:00+05:30", "10:00"],
          [1767225600000, "10:00"],
        ] as const);
        body.appointment_date = date;
        body.appointment_time = time;
      },
    },
  ],
};

const FIELDS: Record<Form, string[]> = {
  home: ["name", "email", "phone", "linkedin_url", "role", "program", "expertise", "query"],
  coder_sheet: ["name", "email", "phone", "role", "query"],
  mentorship: [
    "name",
    "email",
    "phone",
    "branch_course",
    "study_year",
    "mentor_domain",
    "appointment_date",
    "appointment_time",
    "query",
  ],
};

const validBody = (form: Form): Body =>
  form === "home" ? homeLead() : form === "coder_sheet" ? coderSheetLead() : appointment();
const pathOf = (form: Form) => (form === "mentorship" ? "/api/appointments" : "/api/leads");

/** A form with random junk in some fields, then at least one rule broken for certain. */
function brokenForm(rng: Rng, form: Form): Case {
  const body = validBody(form);
  const labels: string[] = [];
  for (let i = rng.int(4); i > 0; i--) {
    const field = rng.pick(FIELDS[form]);
    body[field] = nastyValue(rng);
    labels.push(`junk ${field}`);
  }
  if (rng.chance(0.2)) {
    body[`extra_${rng.int(100)}`] = nastyValue(rng);
    labels.push("extra field");
  }
  // The break comes last so no junk can undo it; junk never touches source or website.
  for (let i = 1 + rng.int(2); i > 0; i--) {
    const breaking = rng.pick([...UNIVERSAL, ...FORM_BREAKS[form]]);
    breaking.apply(body, rng);
    labels.push(breaking.label);
  }
  // Some carry a well-formed Idempotency-Key, so the replay lookup runs on junk too.
  const headers: Case["headers"] = rng.chance(0.2) ? { "idempotency-key": uuidFrom(rng) } : {};
  return {
    label: `${form}: ${labels.join(", ")}`,
    path: pathOf(form),
    body: JSON.stringify(body),
    headers,
  };
}

function uuidFrom(rng: Rng): string {
  const hex = Array.from({ length: 32 }, () => rng.int(16).toString(16)).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}

function mustBeInvalidJson(text: string): string {
  try {
    JSON.parse(text);
  } catch {
    return text;
  }
  throw new Error(`fuzz generator made valid JSON: ${text.slice(0, 80)}`);
}

/** Not JSON at all, or not valid UTF-8. */
function invalidJson(rng: Rng, form: Form): Case {
  const valid = JSON.stringify(validBody(form));
  const choices: [string, () => string | Uint8Array][] = [
    ["truncated JSON", () => mustBeInvalidJson(valid.slice(0, rng.int(valid.length)))],
    ["single quotes", () => mustBeInvalidJson(valid.replace(/"/g, "'"))],
    ["trailing comma", () => mustBeInvalidJson(valid.replace(/}$/, ",}"))],
    ["NaN value", () => mustBeInvalidJson(valid.replace(/"consent":true/, '"consent":NaN'))],
    ["unquoted keys", () => mustBeInvalidJson(valid.replace(/"(\w+)":/g, "$1:"))],
    [
      "raw control character",
      () => mustBeInvalidJson(valid.replace(/"name":"/, '"name":"\u0001\n')),
    ],
    ["comment", () => mustBeInvalidJson(`/* form */ ${valid}`)],
    ["two objects", () => mustBeInvalidJson(`${valid}${valid}`)],
    ["form encoding", () => mustBeInvalidJson("name=Asha&email=asha%40gmail.com&consent=true")],
    ["bad escape", () => mustBeInvalidJson(valid.replace(/"name":"/, '"name":"\\x41'))],
    [
      "invalid UTF-8",
      () => {
        const bytes = new TextEncoder().encode(valid);
        const at = 1 + rng.int(bytes.length - 2);
        const bad = rng.pick([
          [0xff],
          [0xc3, 0x28],
          [0xe2, 0x82],
          [0xf0, 0x28, 0x8c, 0xbc],
          [0xc0, 0xaf],
        ]);
        return new Uint8Array([...bytes.slice(0, at), ...bad, ...bytes.slice(at)]);
      },
    ],
    ["empty body", () => ""],
    [
      "random bytes",
      () => new Uint8Array(Array.from({ length: 1 + rng.int(300) }, () => rng.int(256))),
    ],
  ];
  const [label, make] = rng.pick(choices);
  const body = make();
  if (typeof body !== "string" && label === "random bytes") {
    // Random bytes are almost never JSON; make sure of it.
    body[0] = 0x7b;
    body[body.length - 1] = 0x2c;
  }
  return { label: `${form}: ${label}`, path: pathOf(form), body, headers: {} };
}

/** Valid JSON that is not an object of fields. */
function notAnObject(rng: Rng, form: Form): Case {
  const body = rng.pick<unknown>([
    [validBody(form)],
    [validBody(form), validBody(form)],
    null,
    42,
    true,
    "a form",
    JSON.stringify(validBody(form)),
    deeplyNested(1 + rng.int(1000)),
  ]);
  return {
    label: `${form}: not an object`,
    path: pathOf(form),
    body: JSON.stringify(body),
    headers: {},
  };
}

/** A valid form sent wrongly: content type, origin, idempotency key or size. */
function badEnvelope(rng: Rng, form: Form): Case {
  const json = JSON.stringify(validBody(form));
  const choices: [string, () => Omit<Case, "label" | "path">][] = [
    [
      "wrong content type",
      () => ({
        body: json,
        headers: {
          "content-type": rng.pick([
            null,
            "",
            "text/plain",
            "text/html",
            "application/x-www-form-urlencoded",
            "multipart/form-data; boundary=----x",
            "application/xml",
            "application/json-patch+json",
            "application/jsonx",
            "text/json",
            "json",
          ]),
        },
      }),
    ],
    [
      "cross-site origin",
      () => ({
        body: json,
        headers: {
          origin: rng.pick([
            "https://evil.example",
            "null",
            "https://coderhouse.in.evil.example",
            "http://localhost:3000",
            "file://",
            "not a url",
          ]),
        },
      }),
    ],
    [
      "bad idempotency key",
      () => ({
        body: json,
        headers: {
          "idempotency-key": rng.pick([
            "1",
            "not-a-uuid",
            `${randomUUID()}-extra`,
            "' OR 1=1 --",
            "x".repeat(200),
            randomUUID().replace(/-/g, ""),
          ]),
        },
      }),
    ],
    [
      "over 16 KB",
      () => {
        const huge = { ...validBody(form), query: "z".repeat(MAX_BODY_BYTES + rng.int(40_000)) };
        return { body: JSON.stringify(huge), headers: {} };
      },
    ],
    [
      "padded over 16 KB",
      () => ({
        body: json + " ".repeat(MAX_BODY_BYTES + 1 - json.length + rng.int(100)),
        headers: {},
      }),
    ],
    [
      "declares over 16 KB",
      () => ({
        body: json,
        headers: { "content-length": String(MAX_BODY_BYTES + 1 + rng.int(1e6)) },
      }),
    ],
  ];
  const [label, make] = rng.pick(choices);
  return { label: `${form}: ${label}`, path: pathOf(form), ...make() };
}

/** JSON text tricks that a plain object cannot express: duplicate and prototype keys. */
function jsonTrick(rng: Rng, form: Form): Case {
  const body = validBody(form);
  delete body.consent;
  const json = JSON.stringify(body);
  const label = rng.pick(["__proto__ consent", "constructor consent", "duplicate consent"]);
  const text =
    label === "__proto__ consent"
      ? json.replace(/^\{/, '{"__proto__":{"consent":true},')
      : label === "constructor consent"
        ? json.replace(/^\{/, '{"constructor":{"prototype":{"consent":true}},')
        : json.replace(/^\{/, '{"consent":true,').replace(/\}$/, ',"consent":false}');
  return { label: `${form}: ${label}`, path: pathOf(form), body: text, headers: {} };
}

function generate(seed: number, count: number): Case[] {
  const rng = prng(seed);
  const forms: Form[] = ["home", "coder_sheet", "mentorship"];
  return Array.from({ length: count }, () => {
    const form = rng.pick(forms);
    const kind = rng.next();
    if (kind < 0.6) return brokenForm(rng, form);
    if (kind < 0.75) return invalidJson(rng, form);
    if (kind < 0.82) return notAnObject(rng, form);
    if (kind < 0.95) return badEnvelope(rng, form);
    return jsonTrick(rng, form);
  });
}

let db: Db;
let close: () => Promise<void>;
let handlers: Record<Case["path"], (request: Request) => Promise<Response>>;

beforeAll(async () => {
  useEnv({
    SITE_URL,
    DATA_DIR: freshDataDir("fuzz"),
    FORM_RATE_LIMIT: "1000000",
    LEAD_WEBHOOK_URL: "http://127.0.0.1:9/hooks/fuzz",
  });
  const { getDatabase } = await import("@/lib/db/client");
  const database = await getDatabase();
  db = database.db;
  close = database.close;
  handlers = {
    "/api/leads": (await import("@/app/api/leads/route")).POST,
    "/api/appointments": (await import("@/app/api/appointments/route")).POST,
  };
}, OPEN_TIMEOUT_MS);

afterAll(async () => {
  await close?.();
  removeDataDirs();
});

describe(`fuzzing both form endpoints (seed ${SEED})`, () => {
  it(`answers ${CASES} malformed submissions with a 4xx each and stores nothing`, async () => {
    console.info(`fuzz seed ${SEED} (set FUZZ_SEED to replay another)`);
    const cases = generate(SEED, CASES);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (const [index, c] of cases.entries()) {
      const response = await handlers[c.path](postRequest(c.path, c.body, { headers: c.headers }));
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.status < 400 || response.status >= 500)
        failures.push(`#${index} ${c.path} ${c.label} → ${response.status}`);
    }
    console.info(
      `fuzz answers by status: ${[...statuses]
        .sort()
        .map(([s, n]) => `${s}×${n}`)
        .join(", ")}`,
    );
    expect(failures).toEqual([]);
    expect([...statuses.keys()].sort()).toEqual([400, 403, 413, 415, 422]);
    expect(await countRows(db)).toEqual({
      leads: 0,
      appointments: 0,
      outbox: 0,
      idempotencyKeys: 0,
    });
  });

  it("accepts the same three forms unbroken, so the refusals above came from the breaks", async () => {
    for (const form of ["home", "coder_sheet", "mentorship"] as const) {
      const response = await handlers[pathOf(form)](
        postRequest(pathOf(form), JSON.stringify(validBody(form)), {
          headers: { "idempotency-key": randomUUID() },
        }),
      );
      expect([form, response.status]).toEqual([form, 201]);
    }
    expect(await countRows(db)).toEqual({
      leads: 2,
      appointments: 1,
      outbox: 3,
      idempotencyKeys: 3,
    });
  });
});

// Requests an attacker sends: broken encodings, odd methods, hostile headers and bodies, written
// as raw HTTP so nothing between the test and the server tidies them up. A fixed seed makes the
// generated part the same on every run.

export type RawRequest = { label: string; bytes: string };

/** mulberry32: a small seeded generator, so a failure can be replayed. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const request = (method: string, target: string, headers: string[] = [], body = ""): string =>
  `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${[...headers, "Connection: close"].join("\r\n")}\r\n\r\n${body}`;

/** From the issue: each answered 500 on the landed code. */
const REPORTED: RawRequest[] = [
  "/%E0%A4%A",
  "/%",
  "/%zz",
  "/notes/category/%ff%fe",
  "/api/contests/%E0%A4%A/calendar.ics",
]
  .map((path) => ({ label: `GET ${path}`, bytes: request("GET", path) }))
  .concat([{ label: "TRACE /", bytes: request("TRACE", "/") }]);

const PAGES = ["/", "/features", "/notes/category/C%23_Programming", "/contest", "/codeforces"];
const APIS = ["/api/leads", "/api/appointments", "/api/contests", "/api/admin/leads", "/api/ready"];

const METHODS = ["TRACE", "TRACK", "PROPFIND", "PROPPATCH", "MKCOL", "COPY", "MOVE", "LOCK"]
  .concat(["UNLOCK", "SEARCH", "PURGE", "LINK", "UNLINK", "BREW", "get", "DELETE", "PUT"])
  .concat(["PATCH", "OPTIONS", "HEAD", "POST", "M-SEARCH", "X".repeat(300)]);

const PATHS = [
  "//",
  "/\\",
  "/..%2f..%2fetc%2fpasswd",
  "/%2e%2e/%2e%2e/etc/passwd",
  "/%00",
  "/a%00b",
  "/features%00.html",
  "/api/leads/%00",
  "/%C0%AF",
  "/%ED%A0%80",
  "/notes/category/%E0%A4",
  "/programs/%F0%9F",
  "/" + "a".repeat(7000),
  "/" + "%41".repeat(2000),
  "/api/contests?q=%zz",
  "/api/contests?q=%E0%A4%A",
  "/api/contests?q[]=1&q[]=2",
  "/api/problems/codeforces?rating=%ff&page=-1",
  "/api/problems/codeforces?page=99999999999999999999999",
  "/api/problems/leetcode?sort=%00",
  "/api/problems/atcoder?level=<script>",
  "/api/contests/1e999/calendar.ics",
  "/api/contests/-1/calendar.ics",
  "/api/admin/leads?since=%zz&format=xml",
  "/_next/static/%zz",
  "/_next/static/../../server.mjs",
  "/_next/image?url=%zz&w=64&q=75",
  "/_next/image?url=http://evil.example/x.png&w=64&q=75",
  "/_next/image?url=/images/../../etc/passwd&w=64&q=75",
  "/_next/image?url=/images/brand/map.webp&w=99999&q=750",
  "/_next/data/x/y.json",
  "/Terms%26Conditions%zz",
  "/?__proto__[x]=1",
  "http://evil.example/features",
  "*",
  "features",
];

const HEADER_SETS: [string, string[]][] = [
  ["no Host", []],
  ["garbage Host", ["Host: \x7f\x01bad"]],
  ["two Content-Length", ["Content-Length: 5", "Content-Length: 6"]],
  ["negative Content-Length", ["Content-Length: -1"]],
  ["Content-Length and chunked", ["Content-Length: 3", "Transfer-Encoding: chunked"]],
  ["unknown Transfer-Encoding", ["Transfer-Encoding: gzip, banana"]],
  ["20 kB header", [`X-Big: ${"a".repeat(20_000)}`]],
  ["bad header name", ["Bad Header: 1"]],
  ["NUL in a header", ["X-Test: a\x00b"]],
  [
    "forged forwarded headers",
    [
      "X-Forwarded-For: not-an-ip, ::::, 999.1.1.1",
      "X-Forwarded-Proto: gopher",
      "X-Forwarded-Host: evil.example",
    ],
  ],
  [
    "Next's RSC headers with garbage",
    ["RSC: 1", "Next-Router-State-Tree: %7Bnot json", "Next-Router-Prefetch: 1"],
  ],
  ["Next-Url garbage", ["RSC: 1", "Next-Url: %zz"]],
  ["Range garbage", ["Range: bytes=999999999-1,banana"]],
  ["If-None-Match garbage", ['If-None-Match: "x", W/', "If-Modified-Since: yesterday"]],
  ["Accept-Encoding odd", ["Accept-Encoding: br;q=abc, *;q=-1, identity;q=0"]],
  [
    "Upgrade to websocket",
    ["Connection: Upgrade", "Upgrade: websocket", "Sec-WebSocket-Version: 13"],
  ],
  [
    "Upgrade to h2c",
    ["Connection: Upgrade, HTTP2-Settings", "Upgrade: h2c", "HTTP2-Settings: AAMAAABkAAQAAP__"],
  ],
  ["Expect 100-continue", ["Expect: 100-continue"]],
  ["Expect nonsense", ["Expect: 200-maybe"]],
  ["Authorization garbage", ["Authorization: Bearer \u00ff\u00fe"]],
  ["Cookie flood", [`Cookie: ${Array.from({ length: 200 }, (_, i) => `c${i}=${i}`).join("; ")}`]],
  ["Content-Security-Policy from the client", ["Content-Security-Policy: script-src 'nonce-evil'"]],
];

const POST_BODIES: [string, string[], string][] = [
  ["bad JSON", ["Content-Type: application/json", "Content-Length: 9"], "{not json"],
  ["JSON array", ["Content-Type: application/json", "Content-Length: 2"], "[]"],
  [
    "form encoding",
    ["Content-Type: application/x-www-form-urlencoded", "Content-Length: 7"],
    "name=a&",
  ],
  [
    "bad chunk",
    ["Content-Type: application/json", "Transfer-Encoding: chunked"],
    "zz\r\nabc\r\n0\r\n\r\n",
  ],
  [
    "Next-Action on a page",
    ["Next-Action: 0123456789abcdef", "Content-Type: text/plain", "Content-Length: 2"],
    "[]",
  ],
  [
    "multipart garbage",
    ["Content-Type: multipart/form-data; boundary=x", "Content-Length: 5"],
    "--x--",
  ],
  [
    "Idempotency-Key garbage",
    ["Content-Type: application/json", "Idempotency-Key: ../../x", "Content-Length: 2"],
    "{}",
  ],
  [
    "body longer than declared",
    ["Content-Type: application/json", "Content-Length: 2"],
    "{}GARBAGE",
  ],
];

const PATH_ALPHABET = [
  "a",
  "Z",
  "9",
  "-",
  "_",
  ".",
  "~",
  "/",
  "%",
  "%2",
  "%25",
  "%2F",
  "%C3",
  "%A9",
].concat(["%E0", "%FF", "%00", "é", "क", "&", "#", "+", ";", "=", "@", "(", "'", '"', "<", ">"]);

/** Every case: the reported ones, fixed lists crossed with each other, then generated ones. */
export function malformedRequests(seed: number): RawRequest[] {
  const random = generator(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const cases: RawRequest[] = [...REPORTED];
  for (const method of METHODS)
    for (const target of [pick(PAGES), pick(APIS)])
      cases.push({ label: `${method.slice(0, 20)} ${target}`, bytes: request(method, target) });
  for (const path of PATHS)
    cases.push({ label: `GET ${path.slice(0, 60)}`, bytes: request("GET", path) });
  for (const [label, headers] of HEADER_SETS) {
    for (const target of [pick(PAGES), pick(APIS)]) {
      const bytes =
        label === "no Host"
          ? `GET ${target} HTTP/1.1\r\nConnection: close\r\n\r\n`
          : request("GET", target, headers);
      cases.push({ label: `${label} on ${target}`, bytes });
    }
  }
  for (const [label, headers, body] of POST_BODIES)
    for (const target of ["/api/leads", "/api/appointments", "/features"])
      cases.push({
        label: `POST ${label} to ${target}`,
        bytes: request("POST", target, headers, body),
      });
  // Generated paths: random mixes of escapes, reserved characters and non-ASCII letters.
  for (let i = 0; i < 80; i++) {
    const length = 1 + Math.floor(random() * 12);
    const path = `${pick([...PAGES, ...APIS])}/${Array.from({ length }, () => pick(PATH_ALPHABET)).join("")}`;
    const query =
      random() < 0.5 ? `?${pick(["q", "page", "rating", "since"])}=${pick(PATH_ALPHABET)}` : "";
    cases.push({
      label: `generated GET ${path}${query}`,
      bytes: request(pick(["GET", "HEAD"]), `${path}${query}`),
    });
  }
  return cases;
}

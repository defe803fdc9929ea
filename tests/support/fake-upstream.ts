// A local stand-in for the four upstreams, serving the trimmed real answers in
// tests/fixtures/upstream and the users of fake-upstream-users.ts. Each upstream can be switched
// to fail (500, 429, a hang past the timeout, malformed JSON, or one of the hostile answers of
// fake-upstream-hostile.ts) and every request is counted. Jest suites call startFakeUpstream(); Playwright and the bench start it
// through fake-upstream-server.ts and switch modes over HTTP:
//   POST /__control?source=codeforces&mode=500   GET /__control (counts, modes, hostile stats)
//   POST /__control?source=codeforces&mode=huge&bytes=209715200   (or &items= for flood)
//   POST /__control?reset=1   (counts and hostile stats from zero)
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { contestsAnswer, fixture, leetcodeAnswer } from "./fake-upstream-fixtures";
import { userAnswer } from "./fake-upstream-users";
import {
  answerHostile,
  DEFAULT_HOSTILE,
  HOSTILE_MODES,
  type HostileMode,
  type HostileOptions,
  type HostileStats,
  newHostileStats,
} from "./fake-upstream-hostile";

export type FakeSource = "codeforces" | "atcoder" | "clist";
/** "call-limit": Codeforces' own rate-limit answer (HTTP 200, status FAILED). */
export type FakeMode =
  "success" | "500" | "429" | "hang" | "malformed" | "call-limit" | HostileMode;
export const FAKE_SOURCES: FakeSource[] = ["codeforces", "atcoder", "clist"];

export type FakeUpstreamOptions = {
  port?: number;
  /** "full": the whole 10,348-problem Codeforces answer (bench); default the trimmed one. */
  codeforces?: "trimmed" | "full";
  /** The clist credentials accepted; other requests get 401 like clist. */
  clistUsername?: string;
  clistApiKey?: string;
};

/** `at`: when it arrived (Date.now()), to check the pacing. */
export type RecordedRequest = {
  source: FakeSource;
  url: string;
  authorization?: string;
  at: number;
};

export type FakeUpstream = {
  url: string;
  /** Values for CODEFORCES_API_URL, ATCODER_PROBLEMS_URL and CLIST_API_URL. */
  codeforcesUrl: string;
  atcoderUrl: string;
  /** The 2019 AtCoder Problems shape (title only). */
  atcoderLegacyUrl: string;
  /** Values for ATCODER_PROBLEMS_API_URL and ATCODER_PROBLEM_MODELS_URL. */
  atcoderApiUrl: string;
  atcoderModelsUrl: string;
  clistUrl: string;
  /** Bytes of the Codeforces answer as served. */
  codeforcesBytes: number;
  /** `hostile` sets the size or item count of the hostile modes (default 200 MB, 250,000). */
  setMode: (source: FakeSource | "all", mode: FakeMode, hostile?: Partial<HostileOptions>) => void;
  /** What the hostile answers sent, and how many the client hung up on. */
  hostile: () => HostileStats;
  /** Every answer waits this long first (0: none), as a slow upstream would. */
  setDelay: (ms: number) => void;
  count: (source: FakeSource) => number;
  requests: RecordedRequest[];
  reset: () => void;
  close: () => Promise<void>;
};

export async function startFakeUpstream(options: FakeUpstreamOptions = {}): Promise<FakeUpstream> {
  const username = options.clistUsername ?? "fake-user";
  const apiKey = options.clistApiKey ?? "fake-key";
  const codeforcesBody =
    options.codeforces === "full"
      ? gunzipSync(fixture("codeforces-problemset-full.json.gz"))
      : fixture("codeforces-problemset.json");
  const atcoderBody = fixture("atcoder-merged-problems.json");
  const atcoderLegacyBody = fixture("atcoder-merged-problems-legacy-2019.json");

  const modes: Record<FakeSource, FakeMode> = {
    codeforces: "success",
    atcoder: "success",
    clist: "success",
  };
  const counts: Record<FakeSource, number> = { codeforces: 0, atcoder: 0, clist: 0 };
  const requests: RecordedRequest[] = [];
  const hanging = new Set<ServerResponse>();
  let hostileOptions: HostileOptions = { ...DEFAULT_HOSTILE };
  let hostileStats = newHostileStats();
  let delayMs = 0;

  const send = (res: ServerResponse, status: number, body: string | Buffer) => {
    res.writeHead(status, {
      "Content-Type": "application/json",
      "Content-Length": Buffer.byteLength(body),
    });
    res.end(body);
  };

  const control = (req: IncomingMessage, res: ServerResponse, url: URL) => {
    if (req.method === "POST") {
      const source = url.searchParams.get("source") as FakeSource | "all";
      const mode = url.searchParams.get("mode") as FakeMode;
      const size = (name: string) => Number(url.searchParams.get(name)) || undefined;
      if (source && mode) setMode(source, mode, { bytes: size("bytes"), items: size("items") });
      if (url.searchParams.has("delay")) delayMs = size("delay") ?? 0;
      if (url.searchParams.get("reset") === "1") reset();
    }
    // The last requests with their times: the bench times what follows an upstream's answer.
    const recent = requests.slice(-50).map(({ url, at }) => ({ url, at }));
    send(res, 200, JSON.stringify({ modes, counts, delayMs, hostile: hostileStats, recent }));
  };

  const setMode = (
    source: FakeSource | "all",
    mode: FakeMode,
    hostile: Partial<HostileOptions> = {},
  ) => {
    for (const s of source === "all" ? FAKE_SOURCES : [source]) modes[s] = mode;
    hostileOptions = {
      bytes: hostile.bytes ?? DEFAULT_HOSTILE.bytes,
      items: hostile.items ?? DEFAULT_HOSTILE.items,
    };
    if (mode !== "hang") {
      for (const res of hanging) res.destroy();
      hanging.clear();
    }
  };

  const reset = () => {
    for (const s of FAKE_SOURCES) counts[s] = 0;
    requests.length = 0;
    delayMs = 0;
    hostileStats = newHostileStats();
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    if (url.pathname === "/__control") return control(req, res, url);
    if (delayMs > 0) setTimeout(() => answer(req, res, url), delayMs);
    else answer(req, res, url);
  });

  const answer = (req: IncomingMessage, res: ServerResponse, url: URL) => {
    const source: FakeSource | null = url.pathname.startsWith("/codeforces/")
      ? "codeforces"
      : url.pathname.startsWith("/atcoder")
        ? "atcoder"
        : url.pathname.startsWith("/clist/")
          ? "clist"
          : null;
    if (!source) return send(res, 404, JSON.stringify({ detail: "not found" }));
    counts[source] += 1;
    const { authorization } = req.headers;
    requests.push({ source, url: req.url ?? "", authorization, at: Date.now() });

    const mode = modes[source];
    if (HOSTILE_MODES.includes(mode)) {
      hanging.add(res); // a declared-size answer waits like a hang; close() ends it
      res.on("close", () => hanging.delete(res));
      void answerHostile(res, source, mode as HostileMode, hostileOptions, hostileStats);
      return;
    }
    switch (mode) {
      case "500":
        return send(res, 500, "<html>Internal Server Error</html>");
      case "429":
        return send(res, 429, JSON.stringify({ detail: "Too many requests" }));
      case "hang":
        hanging.add(res);
        res.on("close", () => hanging.delete(res));
        return;
      case "malformed":
        return send(res, 200, '{"status":"OK","result":{"problems":[{"contestId":1,');
      case "call-limit":
        return send(res, 200, JSON.stringify({ status: "FAILED", comment: "Call limit exceeded" }));
      default:
        break;
    }

    const user = userAnswer(url);
    if (user) return send(res, user.status, user.body);
    if (source === "codeforces") {
      if (url.pathname === "/codeforces/api/problemset.problems") {
        return send(res, 200, codeforcesBody);
      }
    } else if (source === "atcoder") {
      if (url.pathname === "/atcoder/resources/merged-problems.json") {
        return send(res, 200, atcoderBody);
      }
      if (url.pathname === "/atcoder-legacy/resources/merged-problems.json") {
        return send(res, 200, atcoderLegacyBody);
      }
    } else {
      if (req.headers.authorization !== `ApiKey ${username}:${apiKey}`) {
        return send(
          res,
          401,
          JSON.stringify({ detail: "Authentication credentials were not provided." }),
        );
      }
      if (url.pathname === "/clist/api/v4/contest/") {
        return send(res, 200, JSON.stringify(contestsAnswer(Date.now())));
      }
      if (
        url.pathname === "/clist/api/v4/problem/" &&
        url.searchParams.get("resource") === "leetcode.com"
      ) {
        return send(res, 200, JSON.stringify(leetcodeAnswer(url)));
      }
    }
    send(res, 404, JSON.stringify({ detail: "not found" }));
  };

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    codeforcesUrl: `${url}/codeforces/api`,
    atcoderUrl: `${url}/atcoder/resources/merged-problems.json`,
    atcoderLegacyUrl: `${url}/atcoder-legacy/resources/merged-problems.json`,
    atcoderApiUrl: `${url}/atcoder/atcoder-api/v3`,
    atcoderModelsUrl: `${url}/atcoder/resources/problem-models.json`,
    clistUrl: `${url}/clist/api/v4`,
    codeforcesBytes: codeforcesBody.length,
    setMode,
    hostile: () => hostileStats,
    setDelay: (ms) => (delayMs = ms),
    count: (source) => counts[source],
    requests,
    reset,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

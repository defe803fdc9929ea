/** @jest-environment node */
// The deploy nginx keeps the live lists' answers only as long as their Cache-Control says: it
// sets no lifetime of its own and ignores none of the app's caching headers, so an answer made of
// the shipped copy (no-store, lib/live-data/http.ts) is never kept. Checked by hand against nginx
// 1.22 with these directives: no-store answers are a MISS every time, max-age=60 ones a HIT.
import { renderNginxConfig } from "@/deploy/nginx-config.mjs";
import { SHIPPED_CACHE_CONTROL } from "@/lib/live-data/http";

const config = renderNginxConfig({
  serverName: "coderhouse.in",
  aliases: [],
  instances: ["127.0.0.1:3001"],
  appRoot: "/srv/coderhouse/current",
  staticRoot: "/srv/coderhouse/static",
  release: "eb268c962d33",
  brotli: false,
  http2Directive: false,
});
/** The location the API's answers go through, with its cache. */
const app = config.slice(config.indexOf("location @app"));

it("caches the API's answers by their own Cache-Control and nothing else", () => {
  expect(app).toContain("proxy_cache coderhouse_cache;");
  expect(config).not.toMatch(/proxy_cache_valid|X-Accel-Expires/);
  const ignored = [...config.matchAll(/proxy_ignore_headers([^;]*);/g)].map((m) => m[1]);
  for (const headers of ignored) expect(headers).not.toMatch(/Cache-Control|Expires/);
  expect(SHIPPED_CACHE_CONTROL).toBe("no-store");
});

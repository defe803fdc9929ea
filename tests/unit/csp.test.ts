/** @jest-environment node */
// Which Content-Security-Policy each answer gets from the build's recorded hashes.
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CSP_HASHES_FILE, FILE_POLICY, loadContentSecurityPolicy } from "@/lib/server/csp.mjs";

const dist = mkdtempSync(join(tmpdir(), "ch-csp-"));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
writeFileSync(
  join(dist, CSP_HASHES_FILE),
  JSON.stringify({
    "/features": ["'sha256-features'"],
    "/notes/category/C#_Programming": ["'sha256-csharp'"],
    "/_not-found": ["'sha256-notfound'"],
  }),
);
const policyFor = loadContentSecurityPolicy(dist);
const scriptSrc = (policy: string) => policy.split("; ")[0];

describe("the Content-Security-Policy", () => {
  it("gives a pre-rendered page its own hashes and the 404 page's, and no nonce", () => {
    const { policy, nonce } = policyFor("/features", "/features");
    expect(nonce).toBeNull();
    expect(scriptSrc(policy)).toBe("script-src 'self' 'sha256-features' 'sha256-notfound'");
    expect(policyFor("/features/", "/features").policy).toBe(policy);
    expect(
      scriptSrc(policyFor("/notes/category/C#_Programming", "/notes/category/[category]").policy),
    ).toContain("'sha256-csharp'");
  });

  it("gives a pre-rendered page rendered again (after a publish) the hashes of the scripts it carries", () => {
    const { forHtml } = policyFor("/features", "/features");
    const script = "self.__next_f.push([1,'नया'])";
    const html = Buffer.from(`<html><script>${script}</script></html>`).toString("latin1");
    const digest = createHash("sha256").update(script).digest("base64");
    const policy = forHtml?.(html) ?? "";
    expect(scriptSrc(policy)).toBe(`script-src 'self' 'sha256-${digest}' 'sha256-notfound'`);
    expect(policy).not.toContain("'sha256-features'");
  });

  it("gives a page rendered per request a fresh nonce each time", () => {
    const first = policyFor("/contest", "/contest");
    const second = policyFor("/contest", "/contest");
    expect(first.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(second.nonce).not.toBe(first.nonce);
    expect(scriptSrc(first.policy)).toBe(
      `script-src 'self' 'nonce-${first.nonce}' 'sha256-notfound'`,
    );
  });

  it.each([
    ["/_next/static/chunks/a.js", "/_next/static"],
    ["/_next/image", "/_next/image"],
    ["/images/brand/map.webp", "public"],
    ["/api/contests", "/api/contests"],
  ])("gives %s, which runs nothing, the strictest policy and no nonce", (path, route) => {
    expect(policyFor(path, route)).toEqual({ policy: FILE_POLICY, nonce: null, forHtml: null });
    expect(FILE_POLICY).toMatch(/^default-src 'none'; /);
    expect(FILE_POLICY).not.toMatch(/script-src/);
  });

  it("never allows inline scripts or eval, and forbids framing, plugins and <base>", () => {
    const { policy } = policyFor("/contest", "/contest");
    expect(scriptSrc(policy)).not.toMatch(/unsafe/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
  });

  it("refuses to start without the build's hashes, saying how to make them", () => {
    expect(() => loadContentSecurityPolicy(join(dist, "missing"))).toThrow(/Run `npm run build`/);
  });
});

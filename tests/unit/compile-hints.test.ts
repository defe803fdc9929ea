/** @jest-environment node */
// scripts/compile-hints.mjs on a build in miniature: every script starts with Chrome's compile
// hint, and the pages and Next's integrity manifest name each script by its new hash, so the
// browser still runs it (a stale hash and the browser refuses the script: no page works).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { addCompileHints, checkPages, HINT, integrity } from "@/scripts/compile-hints.mjs";

let dist: string;
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(dist, path)), { recursive: true });
  writeFileSync(join(dist, path), text);
};
const read = (path: string) => readFileSync(join(dist, path), "utf8");
const page = (hash: string) =>
  `<html><script src="/_next/static/chunks/app.js?dpl=r1" async="" integrity="${hash}"></script></html>`;

const APP = "(globalThis.TURBOPACK||[]).push([1,()=>{}]);";
const STYLE = "body{color:red}";

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), "ch-hints-"));
  write("static/chunks/app.js", APP);
  write("static/chunks/app.css", STYLE);
  write("server/app/en/features.html", page(integrity(APP)));
  write(
    "server/subresource-integrity-manifest.json",
    JSON.stringify({ "static/chunks/app.js": integrity(APP) }),
  );
  write("server/app/en/features.rsc", "0:{}"); // no hash: left as it is
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe("compile hints", () => {
  it("start every script with the hint and rename its hash wherever the build names it", () => {
    expect(addCompileHints(dist)).toEqual({ scripts: 1, rewritten: 2 });
    const hinted = read("static/chunks/app.js");
    expect(hinted).toBe(`${HINT}${APP}`);
    expect(read("static/chunks/app.css")).toBe(STYLE);
    expect(read("server/app/en/features.html")).toBe(page(integrity(hinted)));
    expect(JSON.parse(read("server/subresource-integrity-manifest.json"))).toEqual({
      "static/chunks/app.js": integrity(hinted),
    });
    expect(read("server/app/en/features.rsc")).toBe("0:{}");
  });

  it("change nothing the second time", () => {
    addCompileHints(dist);
    const before = read("server/app/en/features.html");
    expect(addCompileHints(dist)).toEqual({ scripts: 0, rewritten: 0 });
    expect(read("static/chunks/app.js")).toBe(`${HINT}${APP}`);
    expect(read("server/app/en/features.html")).toBe(before);
  });

  it("fail the build naming the page whose script hash no longer matches", () => {
    write("server/app/en/notes.html", page(integrity("something else")));
    expect(() => checkPages(dist)).toThrow(
      /server\/app\/en\/notes\.html names static\/chunks\/app\.js with sha256-.+, but the file's hash is sha256-/,
    );
  });
});

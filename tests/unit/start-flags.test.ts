// The server runs with the same Node flags and memory settings wherever it is started for real:
// `npm start` and the systemd unit of deploy/. bench/memory.mjs reads them from package.json.
import { readFileSync } from "node:fs";
import { join } from "node:path";

const read = (path: string) => readFileSync(join(process.cwd(), path), "utf8");
const flagsBefore = (command: string) =>
  /\bnode((?: --[\w-]+(?:=\S+)?)*) server\.mjs/.exec(command)?.[1]?.trim().split(" ") ?? null;

describe("the Node flags of the production server", () => {
  const start = (JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts
    .start!;
  const execStart = /^ExecStart=(.*)$/m.exec(read("deploy/systemd/coderhouse@.service"))![1]!;

  it("size V8's young generation for a small server in npm start", () => {
    expect(flagsBefore(start)).toContain("--max-semi-space-size=8");
  });

  it("are the same in the systemd unit", () => {
    expect(flagsBefore(execStart)).toEqual(flagsBefore(start));
  });

  it("keep glibc to two memory arenas, in npm start and in the systemd unit", () => {
    expect(start).toMatch(/^(\w+=\S+ )*MALLOC_ARENA_MAX=2 (\w+=\S+ )*node /);
    const unitEnv = read("deploy/systemd/coderhouse@.service").match(/^Environment=.*$/gm) ?? [];
    expect(unitEnv.join(" ")).toMatch(/\bMALLOC_ARENA_MAX=2\b/);
  });
});

// Runs once when the server starts (not during `next build`). Everything it starts is Node-only,
// so it lives in instrumentation-node.ts, loaded only in the Node runtime.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build")
    return;
  await import("./instrumentation-node");
}

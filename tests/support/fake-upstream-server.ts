// Runs the fake upstream as its own process (Playwright's webServer, the bench):
//   tsx tests/support/fake-upstream-server.ts --port 3801 [--full]
// Credentials it accepts come from CLIST_USERNAME / CLIST_API_KEY when set.
import { startFakeUpstream } from "./fake-upstream";

const args = process.argv.slice(2);
const portArg = args.indexOf("--port");
const port = portArg >= 0 ? Number(args[portArg + 1]) : 0;

void startFakeUpstream({
  port,
  codeforces: args.includes("--full") ? "full" : "trimmed",
  clistUsername: process.env.CLIST_USERNAME || undefined,
  clistApiKey: process.env.CLIST_API_KEY || undefined,
}).then((fake) => {
  console.log(`fake upstream listening on ${fake.url}`);
  const stop = () => void fake.close().then(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
});

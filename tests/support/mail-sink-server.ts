// The Chromium suite's mailbox, as its own process (Playwright's webServer): a real SMTP server the
// site sends its staff alerts to, and a small HTTP reader of what it received.
//   tsx tests/support/mail-sink-server.ts --smtp-port 3213 --http-port 3214
// GET /mails?to=<address> answers the messages sent to that address, oldest first, as JSON
// ({ to, headers, text }); GET / answers 200 once both are listening.
import { createServer } from "node:http";
import { MailCatcher } from "./mail-catcher";

const args = process.argv.slice(2);
const arg = (name: string) => {
  const at = args.indexOf(name);
  const value = Number(at >= 0 ? args[at + 1] : NaN);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} <port> is required`);
  return value;
};

const catcher = new MailCatcher();
const reader = createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://127.0.0.1");
  if (url.pathname === "/mails") {
    const to = url.searchParams.get("to")?.toLowerCase();
    const mails = catcher.mails.filter((m) => !to || m.to.some((a) => a.toLowerCase() === to));
    res.writeHead(200, { "content-type": "application/json" });
    return res.end(JSON.stringify(mails));
  }
  res.writeHead(url.pathname === "/" ? 200 : 404).end();
});

void catcher.start(arg("--smtp-port")).then(() => {
  reader.listen(arg("--http-port"), "127.0.0.1", () => {
    console.log(`mail sink: SMTP ${catcher.url}, mails at http://127.0.0.1:${arg("--http-port")}`);
  });
});
const stop = () => {
  reader.close();
  void catcher.stop().then(() => process.exit(0));
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);

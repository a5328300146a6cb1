/**
 * The tests' SMTP server (tests/integration/helpers/smtp.ts: it logs in, parses every mail) in a
 * process of its own, for tests/bench/mail-outbox.mts: its work does not share the measured process's
 * thread, as a real mail server's would not. `--latency MS`: behind a TCP relay that holds every chunk
 * half that long each way, as a mail server across a network with that round trip would be. Prints its
 * URL; answers `count` on stdin with the mails it took and how many distinct Message-IDs they had.
 */
import net from "node:net";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { createTestSmtpServer } from "../integration/helpers/smtp";

const { values } = parseArgs({ options: { latency: { type: "string", default: "0" } } });
const halfTrip = Number(values.latency) / 2;

/** Forwards `from` to `to`, each chunk `halfTrip` ms later (in order). */
function delayed(from: net.Socket, to: net.Socket): void {
  from.on("data", (chunk) => setTimeout(() => to.write(chunk), halfTrip));
  from.on("close", () => setTimeout(() => to.destroy(), halfTrip));
  from.on("error", () => from.destroy());
}

const smtp = await createTestSmtpServer();
await smtp.start();
let url = smtp.url;
if (halfTrip > 0) {
  const target = new URL(smtp.url);
  const relay = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    delayed(client, upstream);
    delayed(upstream, client);
  });
  await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
  url = url.replace(`:${target.port}`, `:${(relay.address() as net.AddressInfo).port}`);
}
console.log(JSON.stringify({ url }));
for await (const line of createInterface({ input: process.stdin })) {
  if (line.trim() !== "count") continue;
  const ids = new Set(smtp.received.map((mail) => mail.messageId));
  console.log(JSON.stringify({ received: smtp.received.length, distinct: ids.size }));
}
process.exit(0);

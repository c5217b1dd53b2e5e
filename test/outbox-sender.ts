// Child process of server/api/messages/outbox.kill.test.ts and outbox.processes.test.ts: the
// site's API and its message dispatcher, as `npm start` puts them together (createSite), on the
// database and the WhatsApp stand-in its environment names, with the real clock. It takes
// bookings over HTTP and sends what is due, turn after turn, until it is killed (SIGKILL).
// Each step is written to stderr with its time, so a test that hangs shows where.
import { loadConfig } from "../server/config.ts";
import { createMessageDispatcher } from "../server/jobs/message-dispatcher.ts";
import { createSite } from "../server/site.ts";

const trace = (what: string) => process.stderr.write(`${new Date().toISOString()} sender ${process.pid} ${what}\n`);

trace("starting");
const config = loadConfig(process.env);
const site = await createSite(config, { seed: false });
await site.app.listen({ port: config.port, host: "127.0.0.1" });
trace(`listening on ${config.port}`);
// The parent waits for this line before it books anything.
process.stdout.write(`listening ${config.port}\n`);

const dispatcher = createMessageDispatcher(site.services.outbox, {
  onError: (error) => trace(`a turn failed: ${error instanceof Error ? error.message : String(error)}`),
});
// DISPATCH_INTERVAL_MS (15 s) is the production pace; here each turn follows the last, so the
// sends overlap the bookings and a kill lands mid-send.
for (let turn = 1; ; turn++) {
  let handled = 0;
  try {
    handled = await dispatcher.drain();
  } catch (error) {
    trace(`turn ${turn} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (handled > 0) trace(`turn ${turn} handled ${handled}`);
  else await new Promise((resolve) => setTimeout(resolve, 25));
}

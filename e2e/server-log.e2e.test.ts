// No key to a patient's data in the server's log, whoever writes the line (issue 31): a form
// posted to a keyed page that has no action is refused by React Router with a 405 whose text
// quotes the address, token and all, and that text went out through console.error.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { secretsIn } from "../test/secrets-in-log.ts";
import { CHROMIUM_PATH } from "./browser.ts";
import { startServer } from "./server.ts";
import { existsSync } from "node:fs";

/** A token as the site makes them: 32 random bytes, base64url. */
const TOKEN = "Zq3t0bL9vVx2Yw8kP1mN4rS6uA7cD5eF0gH2iJ3kL4m";

describe.skipIf(!existsSync(CHROMIUM_PATH))("the server's log", () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    server = await startServer("server-log-admin-password", { keepLog: true });
  });
  afterAll(() => server?.stop());

  it("writes a page's refusal without the token of the address it was sent to", async () => {
    const paths = [
      `/bookings/manage/${TOKEN}`,
      `/bookings/manage/${TOKEN}/cancel`,
      `/hi/bookings/manage/${TOKEN}/cancel`,
      `/reports/shared/${TOKEN}`,
      `/hi/reports/shared/${TOKEN}`,
      `/bookings/manage/${TOKEN}/calendar.ics`,
      `/hi/bookings/manage/${TOKEN}/calendar.ics`,
      `/reports/shared/${TOKEN}.data`,
    ];
    const statuses = [];
    for (const path of paths) {
      const answer = await fetch(`${server.baseUrl}${path}`, {
        method: "POST",
        headers: { origin: server.baseUrl, "content-type": "application/x-www-form-urlencoded" },
        body: "intent=nothing",
        redirect: "manual",
      });
      statuses.push(answer.status);
      await answer.body?.cancel();
    }
    // Refused, never a failure of ours.
    expect(statuses.every((status) => status >= 400 && status < 500)).toBe(true);
    const log = server.log();
    expect(secretsIn(log, [TOKEN])).toEqual([]);
    // The refusals were written, as warnings through the one logger, with the token cut out.
    expect(log).toMatch(/"level":40,.*"status":405,.*"msg":"page request refused"/);
    expect(log).toMatch(/"url":"\/bookings\/manage\/…\/cancel"/);
  });
});

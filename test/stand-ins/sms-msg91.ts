import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in of MSG91's SMS API on 127.0.0.1 (issue 36): `POST /api/v2/sendsms` with the `authkey`
 * header, answered `{ type: "success", message: "<request id>" }` or `{ type: "error", message }`.
 * It checks what DLT checks: the sender header and the template id are registered, and the text
 * matches the registered template with its variables filled ({#var#} in DLT's notation). Tests
 * queue what the next sends meet (a 5xx, a 429, a malformed answer) and read the accepted sends.
 */
export type SmsTrouble = "429" | "500" | "malformed" | "refused";
export type AcceptedSms = { requestId: string; sender: string; templateId: string; to: string; text: string };

export const MSG91_STAND_IN_KEY = "stand-in-msg91-key";
export const MSG91_STAND_IN_SENDER = "LABFRT";
export const MSG91_STAND_IN_ENTITY = "1101234567890123456";

const readBody = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (c: Buffer) => chunks.push(c));
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });

/** `templates`: DLT template id → the registered text, variables written {#var#}. */
export async function startMsg91StandIn(templates: Record<string, string>) {
  const troubles: SmsTrouble[] = [];
  const accepted: AcceptedSms[] = [];
  const matches = (registered: string, text: string) => {
    const pattern = registered
      .split("{#var#}")
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join(".{1,200}");
    return new RegExp(`^${pattern}$`, "s").test(text);
  };

  const server = createServer((request, response) => {
    void (async () => {
      const raw = await readBody(request);
      const send = (status: number, body: unknown) =>
        response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
      if (request.method !== "POST" || request.url !== "/api/v2/sendsms")
        return send(404, { type: "error", message: "Not found" });
      if (request.headers.authkey !== MSG91_STAND_IN_KEY)
        return send(401, { type: "error", message: "Authentication failure" });
      let body: { sender?: string; route?: string; sms?: { message: string; to: string[] }[]; DLT_TE_ID?: string };
      try {
        body = JSON.parse(raw.toString("utf8")) as typeof body;
      } catch {
        return send(400, { type: "error", message: "Invalid JSON" });
      }
      const registered = body.DLT_TE_ID ? templates[body.DLT_TE_ID] : undefined;
      const one = body.sms?.[0];
      if (body.sender !== MSG91_STAND_IN_SENDER || !registered || !one || !/^\d{10}$/.test(one.to[0] ?? ""))
        return send(400, { type: "error", message: "Sender or template not registered" });
      if (!matches(registered, one.message))
        return send(400, { type: "error", message: "Message does not match the DLT template" });
      const trouble = troubles.shift();
      if (trouble === "429") return send(429, { type: "error", message: "Too many requests" });
      if (trouble === "500") return send(500, { type: "error", message: "Internal error" });
      if (trouble === "refused") return send(400, { type: "error", message: "Number is in the DND list" });
      const requestId = randomBytes(12).toString("hex");
      accepted.push({ requestId, sender: body.sender, templateId: body.DLT_TE_ID!, to: one.to[0], text: one.message });
      if (trouble === "malformed") return response.writeHead(200).end("OK");
      send(200, { type: "success", message: requestId });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    accepted,
    trouble(...next: SmsTrouble[]) {
      troubles.push(...next);
    },
    sendsWith: (value: string) => accepted.filter((s) => s.text.includes(value)),
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

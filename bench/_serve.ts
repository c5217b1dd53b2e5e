import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { startSite } from "./site.ts";
const site = await startSite();
const url = `${site.url}/tests/cbc`;
const html = Buffer.from(await (await fetch(url, { headers: { "accept-encoding": "identity" } })).arrayBuffer());
const server = createServer((_q, r) => { r.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": html.length }); r.end(html); });
await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
console.log(JSON.stringify({ site: url, bare: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` }));
